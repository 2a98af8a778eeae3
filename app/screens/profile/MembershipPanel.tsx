import { Crown } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@ds/lib/money';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { membershipStatusTones } from '@ds/primitives/Badge/tones';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { DescriptionList } from '@ds/primitives/DescriptionList/DescriptionList';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { Membership, MembershipAction } from '@domain/membership';
import type { MembershipTier } from '@domain/types';
import { formatDate } from '../../commerce/dates';
import { renewalNote } from '../../commerce/membership-text';
import { RenewalToConfirm } from '../../commerce/RenewalToConfirm';
import { sendFailureMessage } from '../../forms/server-field-errors';
import { paths } from '@domain/paths';

export interface MembershipPanelProps {
  /** The account's membership; null when it never joined (or no account is signed in). */
  membership: Membership | null;
  /** The club's tiers, offered as tier changes. */
  tiers: MembershipTier[];
  /** Pause, resume, cancel or change tier: each takes effect at the renewal date. */
  onChange: (action: MembershipAction) => Promise<unknown>;
  /** The member confirms a renewal their bank asked about; rejects with why it failed. */
  onConfirmRenewal?: () => Promise<unknown>;
}

/**
 * The Smokehouse Club membership: tier, price, start, next renewal and status, with pause,
 * resume, cancel and tier changes (as the club FAQ promises), each at the renewal date.
 */
export function MembershipPanel({
  membership,
  tiers,
  onChange,
  onConfirmRenewal = async () => {},
}: MembershipPanelProps) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!membership || membership.status === 'ended') {
    return (
      <EmptyState
        icon={<Crown aria-hidden="true" />}
        title={membership ? `Your ${membership.tierName} membership has ended` : 'Not a member yet'}
        description="Join the Smokehouse Club for a monthly box, the full recipe library and, from Smoke Master up, 20% off everything in the shop."
        action={
          <LinkButton href={paths.smokehouseClub()} variant="accent">
            See the club tiers
          </LinkButton>
        }
      />
    );
  }

  async function run(label: string, action: MembershipAction) {
    setPending(label);
    setError(null);
    try {
      await onChange(action);
    } catch (failure) {
      setError(
        sendFailureMessage(failure, 'Your membership could not be changed. Please try again.'),
      );
    } finally {
      setPending(null);
    }
  }

  const change = membership.pendingChange;
  const paused = membership.status === 'paused';
  const canResume = paused || change !== null;
  const button = (
    label: string,
    action: MembershipAction,
    variant: 'outline' | 'primary' = 'outline',
  ) => (
    <Button
      key={label}
      variant={variant}
      isPending={pending === label}
      isDisabled={pending !== null && pending !== label}
      onPress={() => void run(label, action)}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="lg">
      <DescriptionList
        divided
        items={[
          { term: 'Tier', value: membership.tierName },
          { term: 'Price', value: `${formatMoney(membership.priceCents)}/month` },
          { term: 'Started', value: formatDate(membership.startedAt) },
          {
            term: paused ? 'Next renewal date' : 'Next renewal',
            value: formatDate(membership.currentPeriodEnd),
          },
          {
            term: 'Status',
            value: <StatusBadge tones={membershipStatusTones} value={membership.status} />,
          },
          ...(membership.card
            ? [
                {
                  term: 'Paid with',
                  value: `${membership.card.brand} ending in ${membership.card.last4}`,
                },
              ]
            : []),
        ]}
      />
      {membership.paymentToConfirm ? (
        <RenewalToConfirm membership={membership} onConfirm={onConfirmRenewal} />
      ) : (
        <Alert tone={change === 'cancel' ? 'warning' : 'info'}>{renewalNote(membership)}</Alert>
      )}
      {error ? (
        <Alert tone="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" gap="sm" wrap>
        {canResume
          ? button(
              // Taking back a tier change keeps the tier; anything else resumes the membership.
              change?.startsWith('tier:') && !paused
                ? `Keep ${membership.tierName}`
                : 'Resume membership',
              { action: 'resume' },
              'primary',
            )
          : null}
        {!paused && change !== 'pause' ? button('Pause at renewal', { action: 'pause' }) : null}
        {change !== 'cancel' ? button('Cancel membership', { action: 'cancel' }) : null}
      </Stack>
      {!paused ? (
        <Stack gap="sm" align="start">
          <Stack direction="row" gap="sm" wrap>
            {tiers
              .filter((tier) => tier.id !== membership.tierId && change !== `tier:${tier.id}`)
              .map((tier) =>
                button(`Switch to ${tier.name} (${formatMoney(tier.priceCents)}/month)`, {
                  action: 'change-tier',
                  tierId: tier.id,
                }),
              )}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
