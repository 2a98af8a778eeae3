import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon, LucideProps } from 'lucide-react';
import { cn } from '../../lib/cn';

const iconVariants = cva('shrink-0', {
  variants: {
    size: {
      xs: 'size-3',
      sm: 'size-4',
      md: 'size-5',
      lg: 'size-6',
      xl: 'size-8',
    },
    /** `current` follows the surrounding text colour; the others meet 3:1 on white. */
    tone: {
      current: '',
      default: 'text-ink',
      muted: 'text-ink-muted',
      accent: 'text-ember-700',
      gold: 'text-gold-600',
      success: 'text-success-700',
      warning: 'text-warning-700',
      danger: 'text-danger-700',
      info: 'text-info-700',
      inverse: 'text-white',
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

export interface IconProps
  extends Omit<LucideProps, 'ref' | 'size'>, VariantProps<typeof iconVariants> {
  /** The lucide-react icon, e.g. `Flame`. */
  icon: LucideIcon;
  /**
   * Give a label only when the icon carries meaning on its own (no text beside it); it
   * becomes the accessible name. Without one the icon is decorative and hidden.
   */
  label?: string;
}

/** A lucide-react icon in the shop's sizes and tones; decorative unless `label` is given. */
export function Icon({ icon: IconGlyph, size, tone, label, className, ...props }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <IconGlyph
      {...props}
      {...a11y}
      focusable="false"
      data-slot="icon"
      className={cn(iconVariants({ size, tone }), className)}
    />
  );
}
