import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { heroImages } from '../../../domain/heroes';
import {
  membershipFaq,
  membershipGuarantee,
  membershipPromo,
  membershipTiers,
} from '../../../fixtures/membership';
import { ClubScreen } from './ClubScreen';

/** /smokehouse-club on the fixtures. */
const meta = {
  title: 'Screens/Content/SmokehouseClub',
  component: ClubScreen,
  parameters: { layout: 'fullscreen', route: '/smokehouse-club' },
  args: {
    tiers: membershipTiers,
    guarantee: membershipGuarantee,
    faq: membershipFaq,
    promo: membershipPromo,
    heroImage: heroImages.smokehouseClub,
    tiersInCart: new Set<string>(),
    onJoin: fn(),
  },
} satisfies Meta<typeof ClubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'The Smokehouse Club' }),
    ).toBeVisible();
    const tiers = within(canvas.getByRole('region', { name: 'Choose Your Tier' }));
    await expect(
      tiers
        .getAllByRole('heading', { level: 3 })
        .map((heading: HTMLElement) => heading.textContent),
    ).toEqual(['Pit Master', 'Smoke Master', 'Grill Legend']);
    for (const price of ['$19.00', '$39.00', '$79.00']) {
      await expect(tiers.getByText(price)).toBeVisible();
    }
    await expect(tiers.getAllByText('Most Popular')).toHaveLength(1);
    await expect(tiers.getByText('Save 20% vs. monthly purchases')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Save 20% with Premium subscription' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '30-Day Money-Back Guarantee' }),
    ).toBeVisible();
    await expect(canvas.getByText('Tier changes apply on your next billing cycle.')).toBeVisible();
    await expect(canvas.getByText('Pause or cancel any time.')).toBeVisible();
    const question = canvas.getByRole('button', { name: 'Can I change my tier?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Join Smoke Master' })).toBeVisible();
  },
};

function JoinFlow(props: Parameters<typeof ClubScreen>[0]) {
  const [inCart, setInCart] = useState<ReadonlySet<string>>(props.tiersInCart);
  return (
    <ClubScreen
      {...props}
      tiersInCart={inCart}
      onJoin={(tier) => {
        props.onJoin(tier);
        setInCart(new Set([...inCart, tier.id]));
      }}
    />
  );
}

/** 'Join Smoke Master' hands the tier to the screen's owner; the button then offers the cart. */
export const JoinSmokeMaster: Story = {
  render: (args) => <JoinFlow {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Smoke Master' }));
    await expect(args.onJoin).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'smoke-master', priceCents: 3900 }),
    );
    await expect(canvas.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('button', { name: 'Join Pit Master' })).toBeVisible();
  },
};

export const AllInCart: Story = {
  args: { tiersInCart: new Set(['pit-master', 'smoke-master', 'grill-legend']) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Go to cart' })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /^Join / })).toBeNull();
  },
};
