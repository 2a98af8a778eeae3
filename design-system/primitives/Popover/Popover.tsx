import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import {
  Popover as AriaPopover,
  OverlayArrow,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components/Popover';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';

export { DialogTrigger as PopoverTrigger } from 'react-aria-components/Dialog';

/**
 * The floating panel shared by every overlay anchored to a trigger: Popover itself, and the
 * lists of Select, ComboBox and Menu and the calendar of DatePicker. It fades and slides in
 * from the side it is placed on.
 */
const popoverVariants = cva(
  [
    'rounded-lg border border-line bg-surface text-ink shadow-lg outline-hidden',
    'transition duration-fast ease-out-soft',
    'rac-entering:opacity-0 rac-exiting:opacity-0',
    'rac-placement-bottom:rac-entering:-translate-y-1 rac-placement-top:rac-entering:translate-y-1',
    'rac-placement-left:rac-entering:translate-x-1 rac-placement-right:rac-entering:-translate-x-1',
  ],
  {
    variants: {
      /** `list` fits the trigger's width (Select, ComboBox); `panel` sizes to its content. */
      fit: {
        list: 'max-h-80 min-w-(--trigger-width) overflow-y-auto p-1',
        panel: 'w-[min(24rem,calc(100vw-2rem))] max-w-sm',
      },
    },
    defaultVariants: { fit: 'panel' },
  },
);

const popoverArrowClasses = [
  'block fill-surface stroke-line',
  'group-rac-placement-bottom:rotate-180 group-rac-placement-left:-rotate-90 group-rac-placement-right:rotate-90',
].join(' ');

export interface PopoverPanelProps
  extends Omit<AriaPopoverProps, 'children'>, VariantProps<typeof popoverVariants> {
  children: ReactNode;
  /** Draws a small arrow pointing at the trigger. */
  showArrow?: boolean;
}

/** The styled React Aria Popover; Select, ComboBox, Menu and DatePicker put their lists in it. */
export function PopoverPanel({ children, fit, showArrow, className, ...props }: PopoverPanelProps) {
  return (
    <AriaPopover
      offset={showArrow ? 12 : 8}
      {...props}
      data-slot="popover"
      className={composeTailwindRenderProps(className, cn('group', popoverVariants({ fit })))}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg width={12} height={12} viewBox="0 0 12 12" className={popoverArrowClasses}>
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      {children}
    </AriaPopover>
  );
}

export interface PopoverProps extends Omit<PopoverPanelProps, 'children' | 'fit'> {
  /** A heading at the top; it names the dialog. Without it, pass `aria-label`. */
  title?: ReactNode;
  children: ReactNode;
}

/**
 * Non-modal content anchored to a button: the admin bell's recent activity, a filter panel,
 * a short explanation. Put it after the trigger inside `<PopoverTrigger>`. Focus moves in,
 * Escape or a click outside closes it and focus returns to the trigger.
 */
export function Popover({ title, children, showArrow = true, ...props }: PopoverProps) {
  return (
    <PopoverPanel showArrow={showArrow} {...props}>
      <Dialog
        data-slot="popover-dialog"
        aria-label={title ? undefined : props['aria-label']}
        className="flex max-h-[inherit] flex-col gap-3 overflow-y-auto p-4 outline-hidden"
      >
        {title ? (
          <Heading slot="title" level={2} className="font-display text-base font-semibold">
            {title}
          </Heading>
        ) : null}
        {children}
      </Dialog>
    </PopoverPanel>
  );
}
