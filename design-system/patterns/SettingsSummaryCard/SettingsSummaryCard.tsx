import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const settingsSummaryCardClasses =
  'gap-4 p-5 min-w-0 flex items-start rounded-xl border border-line bg-surface text-ink shadow-sm';

const settingsSummaryIconClasses =
  'size-10 [&_svg]:size-5 flex shrink-0 items-center justify-center rounded-lg bg-charcoal-900 text-gold-300';

export interface SettingsSummaryCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the setting is, e.g. 'Currency'. */
  label: string;
  /** Its saved value, e.g. 'USD'. */
  value: string;
  /** One line on where it applies, e.g. 'Prices, orders and reports'. */
  description?: ReactNode;
  /** A lucide icon with `aria-hidden="true"`. */
  icon?: ReactNode;
}

/**
 * One saved setting at a glance, e.g. the settings screen's currency, timezone and
 * notification e-mail cards. Shows what is saved, not what is being edited.
 */
export function SettingsSummaryCard({
  label,
  value,
  description,
  icon,
  className,
  ...props
}: SettingsSummaryCardProps) {
  return (
    <div
      {...props}
      data-slot="settings-summary-card"
      className={cn(settingsSummaryCardClasses, className)}
    >
      {icon ? (
        <span data-slot="settings-summary-icon" className={settingsSummaryIconClasses}>
          {icon}
        </span>
      ) : null}
      <dl className="flex min-w-0 flex-col gap-0.5">
        <dt className="text-sm font-medium text-ink-muted">{label}</dt>
        <dd
          data-slot="settings-summary-value"
          className="font-display text-lg leading-snug font-semibold wrap-anywhere text-ink"
        >
          {value}
        </dd>
        {description ? <dd className="text-sm text-ink-muted">{description}</dd> : null}
      </dl>
    </div>
  );
}
