import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { TierCard } from './TierCard';

function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use TierCard for a Smokehouse Club membership tier: monthly price, who it is for, its
 * benefits and a 'Join <tier>' button. The 'Most Popular' tier gets a gold frame and badge.
 * Guests get a 'Sign in to join' link (`joinState="sign-in"`); a member sees their own tier
 * marked (`current`) and the others as switches made in the profile (`switch`).
 */
const meta = {
  title: 'Patterns/TierCard',
  component: TierCard,
  args: {
    name: 'Smoke Master',
    priceCents: 3900,
    description: 'For the backyard regular who cooks every weekend.',
    features: [
      'Premium box',
      'Full recipe library',
      'Quarterly special releases',
      'Live workshops',
      'Priority support',
    ],
    isMostPopular: true,
    savingsNote: 'Save 20% vs. monthly purchases',
    onJoin: fn(),
    signInHref: '/login',
    manageHref: '/profile',
    className: 'max-w-sm',
  },
} satisfies Meta<typeof TierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MostPopular: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Smoke Master' })).toBeVisible();
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByText('$39.00')).toBeVisible();
    await expect(canvas.getByText('/month')).toBeVisible();
    await expect(canvas.getByText('Save 20% vs. monthly purchases')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Join Smoke Master' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

export const Standard: Story = {
  args: {
    name: 'Pit Master',
    priceCents: 1900,
    description: 'Everything you need to start smoking at home.',
    features: ['Monthly seasoning box', 'Basic recipe access', 'Forum access'],
    isMostPopular: false,
    savingsNote: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Most Popular')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Join Pit Master' })).toBeVisible();
  },
};

/** A guest: the footer asks them to sign in first (the link returns them to the club page). */
export const SignInToJoin: Story = {
  args: { joinState: 'sign-in', signInHref: '/login?redirect=%2Fsmokehouse-club' },
  render: (args) => (
    <>
      <TierCard {...args} />
      <CurrentPage />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Join Smoke Master' })).toBeNull();
    const signIn = canvas.getByRole('link', { name: 'Sign in to join Smoke Master' });
    await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fsmokehouse-club');
    await userEvent.click(signIn);
    await expect(canvas.getByText('Current page: /login')).toBeVisible();
  },
};

/** The member's own tier: marked 'Your tier', with a link to manage it in the profile. */
export const CurrentTier: Story = {
  args: { joinState: 'current' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your tier')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage membership' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(canvas.queryByRole('button', { name: /^Join / })).toBeNull();
  },
};

/** Another tier, seen by a member: tier changes are made in the profile, at the next renewal. */
export const SwitchTier: Story = {
  args: { joinState: 'switch', name: 'Grill Legend', isMostPopular: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Switch to Grill Legend in your profile' }),
    ).toHaveAttribute('href', '/profile');
  },
};

/** Keyboard: Tab reaches 'Join Smoke Master' with a visible focus ring, Enter joins. */
export const JoinWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const join = canvas.getByRole('button', { name: 'Join Smoke Master' });
    await expect(join).toHaveFocus();
    await expect(join).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

export const ThreeTiers: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-3">
      <TierCard
        name="Pit Master"
        priceCents={1900}
        description="Everything you need to start smoking at home."
        features={['Monthly seasoning box', 'Basic recipe access', 'Forum access']}
        signInHref={args.signInHref}
        manageHref={args.manageHref}
        onJoin={args.onJoin}
      />
      <TierCard {...args} className="" />
      <TierCard
        name="Grill Legend"
        priceCents={7900}
        description="The complete pitmaster experience."
        features={[
          'Luxury collection',
          'Personal coach',
          'Custom recipe development',
          'Early access',
          'Exclusive events',
        ]}
        signInHref={args.signInHref}
        manageHref={args.manageHref}
        onJoin={args.onJoin}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Join / })).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: {
    name: 'Grill Legend Lifetime Collector',
    description:
      'The complete pitmaster experience with a personal coach, custom recipe development and a seat at every exclusive event we host.',
    features: [
      'Luxury collection of small-batch rubs, sauces and hand-forged tools',
      'A personal coach on video call every month',
    ],
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full' },
};
