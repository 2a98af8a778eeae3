import { ChevronDown } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  type DisclosureGroupProps,
  type DisclosureProps,
} from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';

const accordionClasses = 'flex flex-col divide-y divide-line border-y border-line';

const accordionItemClasses = 'group';

const accordionTriggerClasses = [
  focusRing,
  'gap-4 py-4 text-base font-semibold flex w-full cursor-pointer items-center justify-between rounded-sm text-left text-ink',
  'transition-colors duration-fast rac-hover:text-ember-700',
  'rac-disabled:cursor-not-allowed rac-disabled:text-charcoal-500',
].join(' ');

const accordionChevronClasses =
  'size-5 shrink-0 text-ink-muted transition-transform duration-base ease-out-soft group-rac-expanded:rotate-180';

/** The panel's height animates between 0 and its content (React Aria measures it). */
const accordionPanelClasses =
  'h-(--disclosure-panel-height) overflow-clip transition-[height] duration-base ease-out-soft motion-reduce:transition-none';

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<AccordionHeadingLevel>(3);

export interface AccordionProps extends DisclosureGroupProps {
  /** The heading level of every item's title: 3 for FAQ items under h2 categories. */
  headingLevel?: AccordionHeadingLevel;
}

/**
 * A stack of collapsible sections. One open at a time unless `allowsMultipleExpanded`;
 * each title is a heading that wraps a button, so it is in the page outline and Enter,
 * Space or a click toggles it.
 */
export function Accordion({ headingLevel = 3, className, ...props }: AccordionProps) {
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <DisclosureGroup
        {...props}
        data-slot="accordion"
        className={composeTailwindRenderProps(className, accordionClasses)}
      />
    </HeadingLevelContext.Provider>
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'children'> {
  /** The question or section name. */
  title: ReactNode;
  /** The answer or section content. */
  children: ReactNode;
  /** Overrides the Accordion's heading level for this item. */
  headingLevel?: AccordionHeadingLevel;
}

export function AccordionItem({
  title,
  children,
  headingLevel,
  className,
  ...props
}: AccordionItemProps) {
  const groupLevel = useContext(HeadingLevelContext);
  return (
    <Disclosure
      {...props}
      data-slot="accordion-item"
      className={composeTailwindRenderProps(className, accordionItemClasses)}
    >
      <Heading level={headingLevel ?? groupLevel} className="m-0 font-sans">
        <Button slot="trigger" data-slot="accordion-trigger" className={accordionTriggerClasses}>
          <span>{title}</span>
          <ChevronDown aria-hidden="true" className={accordionChevronClasses} />
        </Button>
      </Heading>
      <DisclosurePanel data-slot="accordion-panel" className={accordionPanelClasses}>
        <div className="pr-9 pb-5 text-sm leading-relaxed text-ink-muted">{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
