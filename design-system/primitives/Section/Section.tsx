import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Container, type ContainerProps } from '../Container/Container';

/** The band itself: its background, its text colour and its vertical rhythm. */
const sectionVariants = cva('w-full', {
  variants: {
    tone: {
      default: 'bg-canvas text-ink',
      muted: 'bg-surface-muted text-ink',
      dark: 'bg-charcoal-900 text-white',
      accent: 'bg-ember-700 text-white',
      gold: 'bg-gold-400 text-charcoal-950',
    },
    spacing: {
      none: 'py-0',
      sm: 'py-8 md:py-10',
      md: 'py-12 md:py-16',
      lg: 'py-16 md:py-24',
    },
  },
  defaultVariants: { tone: 'default', spacing: 'md' },
});

type Tone = NonNullable<VariantProps<typeof sectionVariants>['tone']>;

const sectionHeaderVariants = cva('flex flex-col gap-4 not-last:mb-8 md:not-last:mb-10', {
  variants: {
    align: {
      /** Title left, action on the right from md. */
      start: 'md:flex-row md:items-end md:justify-between',
      /** Title centred above the content; the action goes under the text. */
      center: 'items-center text-center',
    },
  },
  defaultVariants: { align: 'start' },
});

/** Each tone has its own eyebrow and description colours, all AA on the band. */
const sectionEyebrowVariants = cva('mb-2 block text-sm font-semibold tracking-widest uppercase', {
  variants: {
    tone: {
      default: 'text-ember-700',
      muted: 'text-ember-700',
      dark: 'text-gold-400',
      accent: 'text-gold-200',
      gold: 'text-ember-900',
    } satisfies Record<Tone, string>,
  },
  defaultVariants: { tone: 'default' },
});

const sectionTitleClasses =
  'text-3xl font-bold leading-tight md:text-4xl font-display text-balance';

const sectionDescriptionVariants = cva('mt-3 max-w-2xl text-base leading-relaxed', {
  variants: {
    tone: {
      default: 'text-ink-muted',
      muted: 'text-ink-muted',
      dark: 'text-charcoal-200',
      accent: 'text-ember-50',
      gold: 'text-charcoal-800',
    } satisfies Record<Tone, string>,
  },
  defaultVariants: { tone: 'default' },
});

export interface SectionProps
  extends Omit<HTMLAttributes<HTMLElement>, 'title'>, VariantProps<typeof sectionVariants> {
  /** A short kicker above the title, e.g. 'Fresh from the smoker'. */
  eyebrow?: ReactNode;
  /** The section heading; the section is named after it (aria-labelledby). */
  title?: ReactNode;
  /** Heading level of the title: h2 by default, h3 for sections nested under another h2. */
  titleLevel?: 2 | 3;
  description?: ReactNode;
  /** Shown beside the title from md, e.g. a 'View all' link. */
  action?: ReactNode;
  headerAlign?: VariantProps<typeof sectionHeaderVariants>['align'];
  /** The inner Container's width; 'none' leaves the content edge to edge. */
  width?: ContainerProps['size'] | 'none';
  ref?: Ref<HTMLElement>;
}

/**
 * A full-width band of a page (a `<section>` landmark named by its title) with an
 * optional header and its content in a centred Container.
 */
export function Section({
  tone,
  spacing,
  eyebrow,
  title,
  titleLevel = 2,
  description,
  action,
  headerAlign,
  width = 'xl',
  className,
  children,
  ...props
}: SectionProps) {
  const titleId = useId();
  const Title = titleLevel === 3 ? 'h3' : 'h2';
  const hasHeader = Boolean(eyebrow ?? title ?? description ?? action);
  const header = hasHeader ? (
    <div data-slot="section-header" className={sectionHeaderVariants({ align: headerAlign })}>
      <div className="min-w-0">
        {eyebrow ? (
          <span data-slot="section-eyebrow" className={sectionEyebrowVariants({ tone })}>
            {eyebrow}
          </span>
        ) : null}
        {title ? (
          <Title id={titleId} data-slot="section-title" className={sectionTitleClasses}>
            {title}
          </Title>
        ) : null}
        {description ? (
          <p
            data-slot="section-description"
            className={cn(
              sectionDescriptionVariants({ tone }),
              headerAlign === 'center' && 'mx-auto',
            )}
          >
            {description}
          </p>
        ) : null}
      </div>
      {action ? (
        <div data-slot="section-action" className="shrink-0">
          {action}
        </div>
      ) : null}
    </div>
  ) : null;

  return (
    <section
      aria-labelledby={title && !props['aria-label'] ? titleId : undefined}
      data-slot="section"
      data-tone={tone ?? 'default'}
      className={cn(sectionVariants({ tone, spacing }), className)}
      {...props}
    >
      {width === 'none' ? (
        <>
          {header}
          {children}
        </>
      ) : (
        <Container size={width}>
          {header}
          {children}
        </Container>
      )}
    </section>
  );
}
