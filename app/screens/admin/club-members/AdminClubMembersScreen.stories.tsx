import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ClubMember, MemberAdminAction, PendingChange } from '@domain/membership';
import { clubMembers, clubTotals } from '@fixtures/club-members';
import { membershipTiers } from '@fixtures/membership';
import { AdminClubMembersScreen, type AdminClubMembersScreenProps } from './AdminClubMembersScreen';

/**
 * /admin/club-members on the sample members (two active, one of them ending at renewal, one
 * paused, one ended): the club's totals, tier and status chips and the e-mail search kept in the
 * URL; pause, resume and cancel ask first and say what happens.
 */
const meta = {
  title: 'Screens/Admin/Club Members',
  component: AdminClubMembersScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', route: '/admin/club-members' },
  args: {
    members: clubMembers,
    totals: clubTotals,
    tiers: membershipTiers.map(({ id, name }) => ({ id, name })),
    onChange: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminClubMembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('grid', { name: 'Club members' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (email: string) => within(table()).getByRole('row', { name: new RegExp(email) });

/** What each action leaves waiting for the renewal, as the server answers. */
const afterAction: Record<MemberAdminAction, (member: ClubMember) => PendingChange> = {
  pause: () => 'pause',
  cancel: () => 'cancel',
  resume: (member) => (member.status === 'paused' ? 'resume' : null),
};

/** The screen as the route runs it: a change shows in the list at once. */
function StatefulMembers(props: AdminClubMembersScreenProps) {
  const [members, setMembers] = useState(props.members);
  return (
    <AdminClubMembersScreen
      {...props}
      members={members}
      onChange={async (member, action) => {
        await props.onChange(member, action);
        setMembers((current) =>
          current.map((each) =>
            each.sub === member.sub ? { ...each, pendingChange: afterAction[action](each) } : each,
          ),
        );
      }}
    />
  );
}

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Club Members' })).toBeVisible();
    const totals = canvas.getByRole('list', { name: 'Club totals' });
    await expect(totals).toHaveTextContent('Active members2');
    await expect(totals).toHaveTextContent('Monthly revenue$118.00');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 members');
    await expect(rows()).toHaveLength(4);
    const jordan = rowOf('jordan.pit@example.com');
    await expect(jordan).toHaveTextContent('Grill Legend · $79.00/month');
    await expect(jordan).toHaveTextContent('Active');
    await expect(jordan).toHaveTextContent('Nov 2, 2024');
    await expect(jordan).toHaveTextContent('Jan 2, 2025');
    await expect(jordan).toHaveTextContent('Mastercard ···· 4444');
    await expect(rowOf('casey.smoke@example.com')).toHaveTextContent('Ends Dec 14, 2024');
    // An ended membership has nothing left to change.
    await expect(within(rowOf('morgan.ribs@example.com')).queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Club Members' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toBeVisible();
    await expect(rows()).toHaveLength(4);
  },
};

/** Tier and status chips and the search narrow the list together; the totals stay the club's. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      within(canvas.getByRole('grid', { name: 'Tier' })).getByRole('row', {
        name: 'Smoke Master',
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(
      within(canvas.getByRole('grid', { name: 'Membership status' })).getByRole('row', {
        name: 'Ended',
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 of 4 members');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'casey');
    await expect(await canvas.findByText('No members match these filters')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Club totals' })).toHaveTextContent('$118.00');
  },
};

/** A search kept in the URL opens with it: the member found by e-mail. */
export const SearchFromUrl: Story = {
  parameters: { route: '/admin/club-members?q=RILEY&status=paused' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toHaveValue('RILEY');
    await expect(rows()).toHaveLength(1);
    await expect(rowOf('riley.brisket@example.com')).toHaveTextContent('Paused');
  },
};

/** Pause asks first, saying when it happens and that the member is e-mailed; then it shows. */
export const Pause: Story = {
  render: (args) => <StatefulMembers {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause jordan.pit@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pause Membership' });
    await expect(dialog).toHaveTextContent(
      "jordan.pit@example.com's Grill Legend membership pauses at its next renewal on Jan 2, 2025.",
    );
    await expect(dialog).toHaveTextContent('We e-mail the member.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause at renewal' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ sub: 'member-jordan' }),
      'pause',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(
      await canvas.findByText(
        "jordan.pit@example.com's membership pauses on Jan 2, 2025. We e-mailed the member.",
      ),
    ).toBeVisible();
    await expect(rowOf('jordan.pit@example.com')).toHaveTextContent('Pauses Jan 2, 2025');
    for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]')) {
      region.replaceChildren();
    }
  },
};

/** Resume on a paused member states the restart date and the charge. */
export const Resume: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resume riley.brisket@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resume Membership' });
    await expect(dialog).toHaveTextContent(
      'restarts on Dec 20, 2024, charging $19.00/month to Amex ending in 0005.',
    );
  },
};

/** Cancel is the red one: it ends the membership at renewal; Keep as is leaves it alone. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel jordan.pit@example.com at renewal' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Membership' });
    await expect(dialog).toHaveTextContent(
      'ends at its next renewal on Jan 2, 2025, and nothing more is charged',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as is' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A refusal shows inside the dialog, and nothing changes. */
export const ChangeRefused: Story = {
  args: {
    onChange: fn(async () =>
      Promise.reject(new Error('This membership already ends at its next renewal.')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause casey.smoke@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pause Membership' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause at renewal' }));
    await expect(
      await within(dialog).findByText(
        'Nothing changed: This membership already ends at its next renewal.',
      ),
    ).toBeVisible();
    for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]')) {
      region.replaceChildren();
    }
  },
};

export const Empty: Story = {
  args: { members: [], totals: { activeMembers: 0, monthlyRevenueCents: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No club members yet')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 members');
  },
};
