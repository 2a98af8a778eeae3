import { Ban, DollarSign, Pause, Play, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@ds/primitives/Alert/Alert';
import { AlertDialog } from '@ds/primitives/AlertDialog/AlertDialog';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import { membershipStatusTones } from '@ds/primitives/Badge/tones';
import { Button } from '@ds/primitives/Button/Button';
import { FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import { Grid } from '@ds/primitives/Grid/Grid';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Stack } from '@ds/primitives/Stack/Stack';
import { StatTile } from '@ds/primitives/StatTile/StatTile';
import {
  Cell,
  Column,
  Row,
  Table,
  TableActions,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import { Text } from '@ds/primitives/Text/Text';
import type { ClubMember, ClubTotals, MemberAdminAction } from '@domain/membership';
import type { MembershipTier } from '@domain/types';
import { AdminListLayout } from '@app/admin/AdminListLayout';
import { StatusChips } from '@app/admin/StatusChips';
import { formatCalendarDate, reasonOf, shownOfTotal } from '@app/admin/format';
import { withParam } from '@app/records/list-filters';
import { TableEmptyState } from '@app/records/TableEmptyState';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { countOf, formatCount } from '@ds/lib/count';
import { formatMoney } from '@ds/lib/money';
import {
  actionsFor,
  chargeOf,
  memberStatusLabels,
  memberStatusViews,
  membersIn,
  pendingLine,
  readMemberStatusView,
} from './member-filters';

export interface AdminClubMembersScreenProps {
  /** Every member, newest first. */
  members: ClubMember[];
  /** The whole club's figures, whatever the filters. */
  totals: ClubTotals;
  /** The club's tiers, for the tier chips. */
  tiers: Pick<MembershipTier, 'id' | 'name'>[];
  /** Pauses, resumes or cancels at the next renewal; rejects with the reason when it cannot. */
  onChange: (member: ClubMember, action: MemberAdminAction) => Promise<unknown>;
}

const actionTitles: Record<MemberAdminAction, string> = {
  pause: 'Pause Membership',
  resume: 'Resume Membership',
  cancel: 'Cancel Membership',
};

const confirmLabels: Record<MemberAdminAction, [label: string, pending: string]> = {
  pause: ['Pause at renewal', 'Pausing...'],
  resume: ['Resume', 'Resuming...'],
  cancel: ['Cancel at renewal', 'Cancelling...'],
};

/** What confirming does, in the member's terms, for the dialog. */
function consequence(member: ClubMember, action: MemberAdminAction): string {
  const on = formatCalendarDate(member.currentPeriodEnd);
  const tier = `${member.email}'s ${member.tierName} membership`;
  switch (action) {
    case 'pause':
      return `${tier} pauses at its next renewal on ${on}. Nothing is charged while it is paused; the member keeps the benefits until then. We e-mail the member.`;
    case 'cancel':
      return `${tier} ends at its next renewal on ${on}, and nothing more is charged; the member keeps the benefits until then. We e-mail the member.`;
    case 'resume':
      return member.status === 'paused'
        ? `${tier} restarts on ${on}, charging ${chargeOf(member)}. We e-mail the member.`
        : `${tier} goes on as before: the change waiting for ${on} is taken back, and it renews for ${chargeOf(member)}. We e-mail the member.`;
  }
}

/** The success line once the server took the change. */
function outcomeText(member: ClubMember, action: MemberAdminAction): string {
  const on = formatCalendarDate(member.currentPeriodEnd);
  const done = {
    pause: `pauses on ${on}`,
    cancel: `ends on ${on}`,
    resume: member.status === 'paused' ? `restarts on ${on}` : `renews on ${on} as before`,
  }[action];
  return `${member.email}'s membership ${done}. We e-mailed the member.`;
}

/**
 * /admin/club-members: the Smokehouse Club's members with their tier, status, dates and card,
 * the club's active members and monthly revenue; pause, resume or cancel a membership at its
 * next renewal, each confirmed first. Tier, status and search are kept in the URL.
 */
export function AdminClubMembersScreen({
  members,
  totals,
  tiers,
  onChange,
}: AdminClubMembersScreenProps) {
  const [params, setParams] = useLatestSearchParams();
  const query = params.get('q') ?? '';
  const tier = tiers.some((one) => one.id === params.get('tier')) ? params.get('tier')! : 'all';
  const status = readMemberStatusView(params.get('status'));
  const shown = membersIn(members, { tier, status, query });
  const isFiltered = query.trim() !== '' || tier !== 'all' || status !== 'all';
  const [outcome, setOutcome] = useState<string | null>(null);
  // The target outlives the dialog's closing animation, so its text does not empty first.
  const [pending, setPending] = useState<{ member: ClubMember; action: MemberAdminAction } | null>(
    null,
  );
  const [isDialogOpen, setDialogOpen] = useState(false);

  function ask(member: ClubMember, action: MemberAdminAction) {
    setOutcome(null);
    setPending({ member, action });
    setDialogOpen(true);
  }

  async function confirm(member: ClubMember, action: MemberAdminAction) {
    try {
      await onChange(member, action);
    } catch (error) {
      throw new Error(`Nothing changed: ${reasonOf(error)}`);
    }
    setOutcome(outcomeText(member, action));
  }

  return (
    <AdminListLayout
      title="Club Members"
      description="Smokehouse Club members, newest first: pause, resume or cancel a membership at its next renewal."
      actions={null}
      toolbar={
        <Stack gap="md">
          <Grid as="ul" columns="halves" gap="md" aria-label="Club totals">
            <li>
              <StatTile
                label="Active members"
                value={formatCount(totals.activeMembers)}
                icon={Users}
              />
            </li>
            <li>
              <StatTile
                label="Monthly revenue"
                value={formatMoney(totals.monthlyRevenueCents)}
                icon={DollarSign}
              />
            </li>
          </Grid>
          <SearchField
            label="Search members"
            placeholder="E-mail"
            value={query}
            onChange={(value) =>
              setParams((latest) => withParam(latest, 'q', value), { replace: true })
            }
          />
          <FilterChips
            label="Tier"
            selectionMode="single"
            includeAll
            options={tiers.map((one) => ({ id: one.id, label: one.name }))}
            selectedKeys={[tier]}
            onSelectionChange={(keys) =>
              setParams((latest) => withParam(latest, 'tier', String([...keys][0] ?? 'all'), 'all'))
            }
          />
          <StatusChips
            label="Membership status"
            views={memberStatusViews}
            view={status}
            defaultView="all"
            setParams={setParams}
          />
        </Stack>
      }
      count={shownOfTotal(shown.length, countOf(members.length, 'member'), isFiltered)}
    >
      {outcome ? (
        <Alert tone="success" title="Membership changed" onDismiss={() => setOutcome(null)}>
          {outcome}
        </Alert>
      ) : null}
      <TableContainer label="Club members table">
        <Table aria-label="Club members">
          <TableHeader>
            <Column id="member" isRowHeader>
              Member
            </Column>
            <Column id="status">Status</Column>
            <Column id="started">Started</Column>
            <Column id="renewal">Next renewal</Column>
            <Column id="card">Card</Column>
            <Column id="actions" align="end">
              Actions
            </Column>
          </TableHeader>
          <TableBody
            items={shown}
            renderEmptyState={() => (
              <TableEmptyState
                title={isFiltered ? 'No members match these filters' : 'No club members yet'}
                description={
                  isFiltered
                    ? 'Try another tier, status or e-mail.'
                    : 'Customers who join the Smokehouse Club appear here.'
                }
              />
            )}
          >
            {(member) => {
              const allowed = actionsFor(member);
              const next = pendingLine(member);
              return (
                <Row id={member.sub}>
                  <Cell textValue={member.email || 'No e-mail on record'}>
                    <Stack gap="none">
                      <Text as="span" size="sm" weight="medium">
                        {member.email || 'No e-mail on record'}
                      </Text>
                      <Text as="span" size="xs" tone="muted">
                        {`${member.tierName} · ${formatMoney(member.priceCents)}/month`}
                      </Text>
                    </Stack>
                  </Cell>
                  <Cell textValue={memberStatusLabels[member.status]}>
                    <Stack gap="none">
                      <StatusBadge tones={membershipStatusTones} value={member.status}>
                        {memberStatusLabels[member.status]}
                      </StatusBadge>
                      {next ? (
                        <Text as="span" size="xs" tone="muted">
                          {next}
                        </Text>
                      ) : null}
                    </Stack>
                  </Cell>
                  <Cell>
                    <time dateTime={member.startedAt}>{formatCalendarDate(member.startedAt)}</time>
                  </Cell>
                  <Cell>
                    {member.status === 'ended' ? (
                      '—'
                    ) : (
                      <time dateTime={member.currentPeriodEnd}>
                        {formatCalendarDate(member.currentPeriodEnd)}
                      </time>
                    )}
                  </Cell>
                  <Cell>
                    {member.card ? `${member.card.brand} ···· ${member.card.last4}` : '—'}
                  </Cell>
                  <Cell align="end">
                    <TableActions>
                      {allowed.pause ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Pause ${member.email}`}
                          onPress={() => ask(member, 'pause')}
                        >
                          <Pause aria-hidden="true" />
                          Pause
                        </Button>
                      ) : null}
                      {allowed.resume ? (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Resume ${member.email}`}
                          onPress={() => ask(member, 'resume')}
                        >
                          <Play aria-hidden="true" />
                          Resume
                        </Button>
                      ) : null}
                      {allowed.cancel ? (
                        <Button
                          variant="destructive"
                          size="sm"
                          aria-label={`Cancel ${member.email} at renewal`}
                          onPress={() => ask(member, 'cancel')}
                        >
                          <Ban aria-hidden="true" />
                          Cancel
                        </Button>
                      ) : null}
                    </TableActions>
                  </Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      </TableContainer>
      <AlertDialog
        isOpen={isDialogOpen}
        onOpenChange={setDialogOpen}
        title={pending ? actionTitles[pending.action] : ''}
        tone={pending?.action === 'cancel' ? 'danger' : 'default'}
        confirmLabel={pending ? confirmLabels[pending.action][0] : ''}
        pendingLabel={pending ? confirmLabels[pending.action][1] : undefined}
        cancelLabel="Keep as is"
        onConfirm={pending ? () => confirm(pending.member, pending.action) : undefined}
      >
        {pending ? consequence(pending.member, pending.action) : null}
      </AlertDialog>
    </AdminListLayout>
  );
}
