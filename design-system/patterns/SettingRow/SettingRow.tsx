import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Heading } from '../../primitives/Heading/Heading';
import { Switch } from '../../primitives/Switch/Switch';

const settingGroupClasses =
  'min-w-0 flex flex-col rounded-xl border border-line bg-surface shadow-sm';

const settingGroupHeaderClasses = 'gap-3 px-5 pt-5 pb-2 flex items-start';

const settingGroupIconClasses =
  'size-10 [&_svg]:size-5 flex shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-800';

const settingRowClasses =
  'px-5 py-4 border-b border-line transition-colors duration-fast last:border-b-0';

export interface SettingGroupProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** e.g. 'Authentication'. It names the group's list. */
  title: ReactNode;
  description?: ReactNode;
  /** A lucide icon with `aria-hidden="true"`, shown in a gold tile. */
  icon?: ReactNode;
  /** The heading level: 2 on a page, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** SettingRows. */
  children: ReactNode;
}

/**
 * A titled card of on/off settings: the security screen's Authentication, Access and
 * Monitoring groups, the notification settings by channel.
 */
export function SettingGroup({
  title,
  description,
  icon,
  headingLevel = 2,
  className,
  children,
  ...props
}: SettingGroupProps) {
  const titleId = useId();
  return (
    <section
      {...props}
      aria-labelledby={titleId}
      data-slot="setting-group"
      className={cn(settingGroupClasses, className)}
    >
      <div data-slot="setting-group-header" className={settingGroupHeaderClasses}>
        {icon ? (
          <span data-slot="setting-group-icon" className={settingGroupIconClasses}>
            {icon}
          </span>
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={titleId} level={headingLevel} size="md">
            {title}
          </Heading>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
        </div>
      </div>
      <ul data-slot="setting-group-list" className="flex flex-col">
        {children}
      </ul>
    </section>
  );
}

export interface SettingRowProps extends Omit<ComponentProps<'li'>, 'onChange'> {
  /** What the switch turns on, e.g. 'Require 2FA for all admin users'. Its accessible name. */
  name: string;
  /** One line on what it does; linked to the switch as its description. */
  description?: ReactNode;
  isSelected: boolean;
  /** Called with the new state when the switch is toggled (click, Space or Enter). */
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
}

/**
 * One on/off setting in a SettingGroup: its name and description on the left, the switch on
 * the right; the whole row is the switch's label, so a press anywhere toggles it.
 */
export function SettingRow({
  name,
  description,
  isSelected,
  onChange,
  isDisabled,
  className,
  ...props
}: SettingRowProps) {
  return (
    <li
      {...props}
      data-slot="setting-row"
      data-selected={isSelected || undefined}
      className={cn(settingRowClasses, className)}
    >
      <Switch
        placement="start"
        label={<span className="font-semibold">{name}</span>}
        description={description}
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
      />
    </li>
  );
}
