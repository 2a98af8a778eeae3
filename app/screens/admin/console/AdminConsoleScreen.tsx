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
import type { PaymentsMode } from '@domain/payments-config';
import { Alert } from '@ds/primitives/Alert/Alert';
import { filterTiles } from './console-view';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';

export interface AdminConsoleScreenProps {
  /** The management screens: the spec's nine, the Inbox, the forum's reports and gift cards. */
  tiles: AdminTileData[];
  /** The bell's recent activity, newest first. */
  activity: ActivityItem[];
  /** Which payment provider is active and whether it takes real money. */
  payments?: PaymentsMode;
}

/** What the console says of the payments: a warning while no real money can be taken. */
function PaymentsNotice({ provider, live }: PaymentsMode) {
  if (live) {
    return (
      <Text size="sm" tone="muted">
        Payments: Stripe, live. Customers are charged real money.
      </Text>
    );
  }
  return (
    <Alert
      tone="warning"
      title={provider === 'stripe' ? 'Payments: Stripe in test mode' : 'Payments: test provider'}
    >
      {provider === 'stripe'
        ? 'Stripe test keys are set: orders are paid with test cards and no real money is taken.'
        : 'The built-in test provider takes the payments: no real money is taken. Set the Stripe keys to go live (README, "Going live with Stripe").'}
    </Alert>
  );
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
export function AdminConsoleScreen({ tiles, activity, payments }: AdminConsoleScreenProps) {
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
        {payments ? <PaymentsNotice {...payments} /> : null}
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
