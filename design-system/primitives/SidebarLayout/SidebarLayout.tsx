import { cva, type VariantProps } from 'class-variance-authority';
import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

/** One column on phones (side column first), a 16rem side column and the rest from lg. */
const sidebarLayoutClasses =
  'gap-6 lg:gap-10 lg:grid-cols-[--spacing(64)_minmax(0,1fr)] grid grid-cols-1';

const sidebarVariants = cva('min-w-0', {
  variants: {
    /** Keeps the side column in view while the main column scrolls (from lg). */
    sticky: { true: 'lg:sticky lg:top-6 lg:self-start', false: '' },
  },
  defaultVariants: { sticky: true },
});

export interface SidebarLayoutProps
  extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof sidebarVariants> {
  /** The side column: account navigation, shop filters, settings categories. */
  sidebar: ReactNode;
  /** Names the side column's landmark, e.g. 'Account' or 'Filters'. */
  sidebarLabel: string;
  /** `aside` (complementary) by default; `nav` when the side column is navigation. */
  sidebarAs?: 'aside' | 'nav';
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A page with a side column and a main column: stacked on phones with the side
 * column first, side by side from lg with the side column sticky.
 */
export function SidebarLayout({
  sidebar,
  sidebarLabel,
  sidebarAs = 'aside',
  sticky,
  children,
  className,
  ...props
}: SidebarLayoutProps) {
  const Sidebar = sidebarAs as ElementType;
  return (
    <div data-slot="sidebar-layout" className={cn(sidebarLayoutClasses, className)} {...props}>
      <Sidebar
        aria-label={sidebarLabel}
        data-slot="sidebar-layout-sidebar"
        className={sidebarVariants({ sticky })}
      >
        {sidebar}
      </Sidebar>
      <div data-slot="sidebar-layout-main" className="min-w-0">
        {children}
      </div>
    </div>
  );
}
