import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components/Tooltip';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';

/** A small dark bubble; it fades and drifts in from the trigger's side. */
const tooltipClasses = [
  'max-w-64 px-2.5 py-1.5 text-xs leading-snug font-medium rounded-md bg-charcoal-900 text-white shadow-md',
  'transition duration-fast ease-out-soft',
  'rac-entering:opacity-0 rac-exiting:opacity-0',
  'rac-placement-top:rac-entering:translate-y-1 rac-placement-bottom:rac-entering:-translate-y-1',
  'rac-placement-left:rac-entering:translate-x-1 rac-placement-right:rac-entering:-translate-x-1',
].join(' ');

/** The arrow is drawn pointing down and turned to face the trigger. */
const tooltipArrowClasses =
  'size-2 block fill-charcoal-900 group-rac-placement-bottom:rotate-180 group-rac-placement-left:-rotate-90 group-rac-placement-right:rotate-90';

export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  /** The text: a short name for the control, e.g. 'Add to favorites'. */
  children: ReactNode;
}

/** The bubble. Put it inside a `TooltipTrigger` after a focusable trigger. */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      data-slot="tooltip"
      className={composeTailwindRenderProps(className, tooltipClasses)}
    >
      <OverlayArrow data-slot="tooltip-arrow" className="group">
        <svg viewBox="0 0 8 8" aria-hidden="true" className={tooltipArrowClasses}>
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Hover time before it shows, in ms. Keyboard focus shows it at once. */
  delay?: number;
}

/** Hover delay: long enough not to flash while the pointer passes over a toolbar. */
const defaultDelay = 600;

/**
 * Wraps a focusable trigger (an IconButton) and its Tooltip. It opens after `delay` on
 * hover, immediately on keyboard focus, and closes on Escape, blur and pointer leave.
 */
export function TooltipTrigger({
  delay = defaultDelay,
  closeDelay = 200,
  ...props
}: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}
