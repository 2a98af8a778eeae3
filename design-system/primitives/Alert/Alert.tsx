import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from '../IconButton/IconButton';

/** Status text uses the -800 shade on the -50 tint (AA); the left edge carries the tone. */
const alertVariants = cva(
  'flex w-full items-start gap-3 rounded-lg border border-l-4 p-4 text-sm leading-relaxed',
  {
    variants: {
      tone: {
        info: 'border-info-100 border-l-info-700 bg-info-50 text-info-800',
        success: 'border-success-100 border-l-success-700 bg-success-50 text-success-800',
        warning: 'border-warning-100 border-l-warning-700 bg-warning-50 text-warning-800',
        danger: 'border-danger-100 border-l-danger-700 bg-danger-50 text-danger-800',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

export type AlertTone = NonNullable<VariantProps<typeof alertVariants>['tone']>;

const toneIcons: Record<AlertTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

/** Problems interrupt (alert); confirmations and notes wait their turn (status). */
const toneRoles: Record<AlertTone, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  danger: 'alert',
};

/** The close button tinted to the tone, so its hover stays readable on the tint. */
const dismissTones: Record<AlertTone, string> = {
  info: 'text-info-800 rac-hover:bg-info-100 rac-pressed:bg-info-100',
  success: 'text-success-800 rac-hover:bg-success-100 rac-pressed:bg-success-100',
  warning: 'text-warning-800 rac-hover:bg-warning-100 rac-pressed:bg-warning-100',
  danger: 'text-danger-800 rac-hover:bg-danger-100 rac-pressed:bg-danger-100',
};

export interface AlertProps extends VariantProps<typeof alertVariants> {
  /** A short bold line above the message, e.g. 'Payment declined'. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** When given, a close button labelled 'Dismiss alert' calls it. */
  onDismiss?: () => void;
  /** A follow-up control under the message, e.g. a 'Try again' button. */
  action?: ReactNode;
  className?: string;
}

/**
 * A banner that tells the person something about the page or the form: a form-level
 * error above the submit button, 'Message sent', a warning about stock. Danger and
 * warning are announced at once (role alert); info and success politely (role status).
 */
export function Alert({ tone, title, children, onDismiss, action, className }: AlertProps) {
  const resolvedTone: AlertTone = tone ?? 'info';
  const Icon = toneIcons[resolvedTone];
  return (
    <div
      role={toneRoles[resolvedTone]}
      data-slot="alert"
      data-tone={resolvedTone}
      className={cn(alertVariants({ tone: resolvedTone }), className)}
    >
      <Icon aria-hidden="true" data-slot="alert-icon" className="mt-0.5 size-5 shrink-0" />
      <div data-slot="alert-content" className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? (
          <p data-slot="alert-title" className="leading-snug font-semibold">
            {title}
          </p>
        ) : null}
        <div data-slot="alert-description" className="break-words">
          {children}
        </div>
        {action ? (
          <div data-slot="alert-action" className="mt-2 flex flex-wrap gap-2">
            {action}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <IconButton
          label="Dismiss alert"
          size="sm"
          onPress={onDismiss}
          data-slot="alert-dismiss"
          className={cn('-my-1 -mr-2', dismissTones[resolvedTone])}
        >
          <X aria-hidden="true" />
        </IconButton>
      ) : null}
    </div>
  );
}
