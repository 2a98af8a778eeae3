import { ChevronRight, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Card, CardDescription, CardHeader, CardTitle } from '../../primitives/Card/Card';

const adminTileClasses = 'gap-4 p-5 h-full flex-row items-start';

/** The icon on a gold tint: charcoal-on-gold reads well and keeps the console on brand. */
const adminTileIconClasses =
  'size-12 [&_svg]:size-6 flex shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-900';

export interface AdminTileProps {
  /** The screen's name, e.g. 'Products'; it becomes the tile's link text. */
  name: string;
  /** One line on what the screen is for. */
  description: string;
  /** Where the tile goes, e.g. '/admin/orders'. */
  href: string;
  /** A lucide icon; decorative (the name says it all). */
  icon: LucideIcon;
  /** The name's heading level: 2 under the console's h1. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One admin screen on the console: icon, name and description, and the whole tile is a
 * link to the screen (the name is the link, stretched over the card). Lay several out in
 * a Grid.
 */
export function AdminTile({
  name,
  description,
  href,
  icon: TileIcon,
  headingLevel = 2,
  className,
}: AdminTileProps) {
  return (
    <Card interactive data-slot="admin-tile" className={cn(adminTileClasses, className)}>
      <span data-slot="admin-tile-icon" className={adminTileIconClasses}>
        <TileIcon aria-hidden="true" />
      </span>
      <CardHeader className="min-w-0 flex-1 px-0">
        <CardTitle level={headingLevel} href={href}>
          {name}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <ChevronRight
        aria-hidden="true"
        data-slot="admin-tile-chevron"
        className="size-5 shrink-0 self-center text-ink-muted"
      />
    </Card>
  );
}
