import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import { composeTailwindRenderProps } from '../../lib/compose-render-props';
import { focusRing } from '../../lib/focus-ring';

type Orientation = 'horizontal' | 'vertical';

const tabsVariants = cva('flex gap-6', {
  variants: {
    orientation: { horizontal: 'flex-col', vertical: 'flex-row items-start' },
  },
  defaultVariants: { orientation: 'horizontal' },
});

const tabListVariants = cva('flex', {
  variants: {
    /** `underline` for page sections (admin Settings/Templates); `pill` for compact switches. */
    variant: { underline: '', pill: 'gap-1 rounded-lg bg-charcoal-100 p-1' },
    orientation: { horizontal: 'flex-row', vertical: 'flex-col' },
  },
  compoundVariants: [
    { variant: 'underline', orientation: 'horizontal', className: 'gap-6 border-b border-line' },
    { variant: 'underline', orientation: 'vertical', className: 'gap-1 border-l border-line' },
    { variant: 'pill', orientation: 'horizontal', className: 'w-fit' },
    { variant: 'pill', orientation: 'vertical', className: 'min-w-48' },
  ],
  defaultVariants: { variant: 'underline', orientation: 'horizontal' },
});

const tabVariants = cva(
  [
    focusRing,
    'flex cursor-pointer items-center gap-2 text-sm font-semibold whitespace-nowrap text-ink-muted',
    'transition-colors duration-fast',
    'rac-hover:text-ink rac-selected:text-ink',
    'rac-disabled:cursor-not-allowed rac-disabled:text-charcoal-500',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        underline: 'border-transparent rac-hover:border-line-strong rac-selected:border-ember-700',
        pill: 'rounded-md px-3 py-1.5 rac-hover:bg-charcoal-50 rac-selected:bg-surface rac-selected:shadow-sm',
      },
      orientation: { horizontal: '', vertical: '' },
    },
    compoundVariants: [
      {
        variant: 'underline',
        orientation: 'horizontal',
        className: '-mb-px border-b-2 pt-1 pb-3 outline-offset-0',
      },
      {
        variant: 'underline',
        orientation: 'vertical',
        className: '-ml-px border-l-2 py-2 pr-3 pl-4 outline-offset-0',
      },
      { variant: 'pill', orientation: 'horizontal', className: 'justify-center' },
    ],
    defaultVariants: { variant: 'underline', orientation: 'horizontal' },
  },
);

const tabPanelClasses = [focusRing, 'min-w-0 text-sm flex-1 rounded-sm text-ink'].join(' ');

type TabsStyle = {
  variant: NonNullable<VariantProps<typeof tabListVariants>['variant']>;
  orientation: Orientation;
};

/** Tabs hands its look to the list and the tabs inside it. */
const TabsStyleContext = createContext<TabsStyle>({
  variant: 'underline',
  orientation: 'horizontal',
});

export interface TabsProps extends AriaTabsProps {
  variant?: TabsStyle['variant'];
}

/**
 * Sections of one page shown one at a time. Arrow keys move between tabs (React Aria),
 * Home and End jump to the ends; each TabList needs an `aria-label`.
 */
export function Tabs({
  variant = 'underline',
  orientation = 'horizontal',
  className,
  ...props
}: TabsProps) {
  return (
    <TabsStyleContext.Provider value={{ variant, orientation }}>
      <AriaTabs
        {...props}
        orientation={orientation}
        data-slot="tabs"
        className={composeTailwindRenderProps(className, tabsVariants({ orientation }))}
      />
    </TabsStyleContext.Provider>
  );
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const { variant, orientation } = useContext(TabsStyleContext);
  return (
    <AriaTabList
      {...props}
      data-slot="tab-list"
      className={composeTailwindRenderProps(className, tabListVariants({ variant, orientation }))}
    />
  );
}

export function Tab({ className, ...props }: TabProps) {
  const { variant, orientation } = useContext(TabsStyleContext);
  return (
    <AriaTab
      {...props}
      data-slot="tab"
      className={composeTailwindRenderProps(className, tabVariants({ variant, orientation }))}
    />
  );
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      data-slot="tab-panel"
      className={composeTailwindRenderProps(className, tabPanelClasses)}
    />
  );
}
