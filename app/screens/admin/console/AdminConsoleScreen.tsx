import {
  Bell,
  ChartColumn,
  ChefHat,
  Crown,
  Flag,
  Gift,
  Inbox,
  Mail,
  Package,
  Settings,
  Shield,
  ShoppingBag,
  Truck,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { ActivityPopover, type ActivityItem } from '@ds/patterns/ActivityPopover/ActivityPopover';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { AdminTile } from '@ds/patterns/AdminTile/AdminTile';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid } from '@ds/primitives/Grid/Grid';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { AdminTile as AdminTileData } from '@domain/types';
import { filterTiles } from './console-view';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';

export interface AdminConsoleScreenProps {
  /** The management screens: the spec's nine, the Inbox, the forum's reports and gift cards. */
  tiles: AdminTileData[];
  /** The bell's recent activity, newest first. */
  activity: ActivityItem[];
}

const tileIcons: Record<string, LucideIcon> = {
  products: Package,
  recipes: ChefHat,
  orders: ShoppingBag,
  users: Users,
  analytics: ChartColumn,
  shipping: Truck,
  security: Shield,
  notifications: Bell,
  settings: Settings,
  inbox: Inbox,
  'forum-reports': Flag,
  'gift-cards': Gift,
  mail: Mail,
  'club-members': Crown,
};

/** /admin-console: the way into every admin tool; the search query is kept in the URL. */
export function AdminConsoleScreen({ tiles, activity }: AdminConsoleScreenProps) {
  const [params, setParams] = useLatestSearchParams();
  const query = params.get('q') ?? '';
  const shown = filterTiles(tiles, query);

  return (
    <Section spacing="sm">
      <AdminPageHeader
        title="Admin Console"
        description="Manage the shop: products, recipes, orders, people and settings."
        backHref={paths.home()}
        backLabel="Back to Store"
        actions={
          <>
            <ActivityPopover items={activity} />
            <LinkButton
              href={paths.admin.settings()}
              variant="ghost"
              size="icon"
              aria-label="System Settings"
            >
              <Settings aria-hidden="true" />
            </LinkButton>
          </>
        }
      />
      <Stack gap="lg">
        <Stack gap="sm">
          <SearchField
            aria-label="Search"
            placeholder="Search admin tools..."
            value={query}
            onChange={(next) =>
              setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true })
            }
          />
          <Text size="sm" tone="muted" role="status" aria-live="polite">
            {query.trim() ? `${countOf(shown.length, 'tool')} found` : ''}
          </Text>
        </Stack>
        {shown.length > 0 ? (
          <Grid as="ul" columns="thirds" gap="md" aria-label="Admin tools">
            {shown.map((tile) => (
              <li key={tile.id}>
                <AdminTile
                  name={tile.name}
                  description={tile.description}
                  href={tile.href}
                  icon={tileIcons[tile.id] ?? Wrench}
                />
              </li>
            ))}
          </Grid>
        ) : (
          <EmptyState
            variant="outlined"
            title="No results found"
            description={`No admin tool matches "${query.trim()}".`}
          />
        )}
      </Stack>
    </Section>
  );
}
