import { Bell, CreditCard, Crown, Heart, LogOut, MapPin, Package, Settings } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Heading } from '@ds/primitives/Heading/Heading';
import { Section } from '@ds/primitives/Section/Section';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { SideNav, type SideNavItem } from '@ds/primitives/SideNav/SideNav';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { Membership, MembershipAction } from '@domain/membership';
import type {
  AccountSettings,
  FavoriteItem,
  MembershipTier,
  NotificationPreference,
  Order,
  PaymentCard,
  SavedAddress,
  UsState,
} from '@domain/types';
import { AddressesPanel } from './AddressesPanel';
import { FavoritesPanel } from './FavoritesPanel';
import { LogoutPanel } from './LogoutPanel';
import { MembershipPanel } from './MembershipPanel';
import { NotificationsPanel, type NotificationChannel } from './NotificationsPanel';
import { OrdersPanel } from './OrdersPanel';
import { PaymentMethodsPanel, type NewPaymentCard } from './PaymentMethodsPanel';
import { SettingsPanel } from './SettingsPanel';
import { paths } from '@domain/paths';

export const profileTabs = [
  'orders',
  'favorites',
  'addresses',
  'payment-methods',
  'membership',
  'notifications',
  'settings',
  'logout',
] as const;

export type ProfileTab = (typeof profileTabs)[number];

const tabs: Record<ProfileTab, { label: string; icon: ReactNode }> = {
  orders: { label: 'Orders', icon: <Package aria-hidden="true" /> },
  favorites: { label: 'Favorites', icon: <Heart aria-hidden="true" /> },
  addresses: { label: 'Addresses', icon: <MapPin aria-hidden="true" /> },
  'payment-methods': { label: 'Payment Methods', icon: <CreditCard aria-hidden="true" /> },
  membership: { label: 'Membership', icon: <Crown aria-hidden="true" /> },
  notifications: { label: 'Notifications', icon: <Bell aria-hidden="true" /> },
  settings: { label: 'Settings', icon: <Settings aria-hidden="true" /> },
  logout: { label: 'Logout', icon: <LogOut aria-hidden="true" /> },
};

/** `?tab=addresses` → 'addresses'; anything else → 'orders'. */
export function readProfileTab(params: URLSearchParams): ProfileTab {
  const tab = params.get('tab');
  return profileTabs.find((candidate) => candidate === tab) ?? 'orders';
}

export interface ProfileScreenProps {
  /** The signed-in account, or null: the profile then belongs to this browser. */
  account: { email: string; name?: string } | null;
  orders: Order[];
  /** A guest's orders' keys by order id (this browser's): their invoice links carry them. */
  orderKeys?: Record<string, string>;
  favorites: FavoriteItem[];
  addresses: SavedAddress[];
  cards: PaymentCard[];
  preferences: NotificationPreference[];
  settings: AccountSettings;
  states: UsState[];
  onSaveAddress: (address: SavedAddress) => Promise<void>;
  onDeleteAddress: (id: string) => Promise<void>;
  onMakeDefaultAddress: (id: string) => Promise<void>;
  onSaveCard: (card: NewPaymentCard) => Promise<void>;
  onDeleteCard: (id: string) => Promise<void>;
  onMakeDefaultCard: (id: string) => Promise<void>;
  onSetPreference: (id: string, channel: NotificationChannel, enabled: boolean) => Promise<void>;
  onSaveSettings: (settings: AccountSettings) => Promise<void>;
  onSignOut: () => Promise<void>;
  /** The Smokehouse Club membership (null: never joined) and the tiers it can change to. */
  membership: Membership | null;
  clubTiers: MembershipTier[];
  onChangeMembership: (action: MembershipAction) => Promise<void>;
  /** Confirms a club renewal the member's bank asked about. */
  onConfirmRenewal?: () => Promise<void>;
  /** Today, for card expiry checks (stories pin it). */
  today?: () => Date;
}

/**
 * /profile: the account's own records; the section is kept in the URL (?tab=) so it survives a
 * reload.
 */
export function ProfileScreen(props: ProfileScreenProps) {
  const [params] = useSearchParams();
  const tab = readProfileTab(params);
  const { account } = props;
  const titleId = useId();

  const items: SideNavItem[] = profileTabs.map((id) => ({
    id,
    ...tabs[id],
    href: paths.profile(id),
    tone: id === 'logout' ? 'danger' : 'default',
  }));

  return (
    <Section spacing="sm" width="lg">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>My Account</Heading>
          <Text tone="muted">
            {account
              ? `Signed in as ${account.name ?? account.email}`
              : 'Your orders, addresses and cards on this browser'}
          </Text>
        </Stack>
        <Grid columns="sidebar" gap="xl" align="start">
          <GridItem sticky>
            <SideNav aria-label="Account sections" items={items} currentId={tab} />
          </GridItem>
          <Stack as="section" gap="md" aria-labelledby={titleId}>
            <Heading level={2} id={titleId}>
              {tabs[tab].label}
            </Heading>
            <ProfileSection tab={tab} {...props} />
          </Stack>
        </Grid>
      </Stack>
    </Section>
  );
}

function ProfileSection({ tab, ...props }: ProfileScreenProps & { tab: ProfileTab }) {
  switch (tab) {
    case 'orders':
      return <OrdersPanel orders={props.orders} orderKeys={props.orderKeys} />;
    case 'favorites':
      return <FavoritesPanel favorites={props.favorites} />;
    case 'addresses':
      return (
        <AddressesPanel
          addresses={props.addresses}
          states={props.states}
          onSave={props.onSaveAddress}
          onDelete={props.onDeleteAddress}
          onMakeDefault={props.onMakeDefaultAddress}
        />
      );
    case 'payment-methods':
      return (
        <PaymentMethodsPanel
          cards={props.cards}
          onSave={props.onSaveCard}
          onDelete={props.onDeleteCard}
          onMakeDefault={props.onMakeDefaultCard}
          today={props.today}
        />
      );
    case 'membership':
      return (
        <MembershipPanel
          membership={props.membership}
          tiers={props.clubTiers}
          onChange={props.onChangeMembership}
          {...(props.onConfirmRenewal ? { onConfirmRenewal: props.onConfirmRenewal } : {})}
        />
      );
    case 'notifications':
      return (
        <NotificationsPanel preferences={props.preferences} onChange={props.onSetPreference} />
      );
    case 'settings':
      return <SettingsPanel settings={props.settings} onSave={props.onSaveSettings} />;
    case 'logout':
      return <LogoutPanel signedInAs={props.account?.email ?? null} onSignOut={props.onSignOut} />;
  }
}
