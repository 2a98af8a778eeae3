import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  flatShippingCents,
  freeShippingThresholdCents,
  moneyBackGuaranteeDays,
} from '@domain/constants';
import { heroImages } from '@domain/heroes';
import { shippingZones } from '@fixtures/shipping';
import { ShippingScreen } from './ShippingScreen';

/** /shipping on the fixtures: the spec's two zones and the parcel rate. */
const meta = {
  title: 'Screens/Content/Shipping',
  component: ShippingScreen,
  parameters: { layout: 'fullscreen', route: '/shipping' },
  args: {
    zones: shippingZones,
    freeShippingThresholdCents,
    flatShippingCents,
    moneyBackGuaranteeDays,
    heroImage: heroImages.deals,
  },
} satisfies Meta<typeof ShippingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Shipping & Delivery' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Free shipping on orders over $75.00, otherwise $9.99.'),
    ).toBeVisible();
    const local = within(canvas.getByRole('grid', { name: 'Local shipping methods' }));
    const sameDay = local.getByRole('row', { name: /Same Day Delivery/ });
    await expect(sameDay).toHaveTextContent('$9.99');
    await expect(sameDay).toHaveTextContent('$25.00');
    await expect(sameDay).toHaveTextContent('0-1 days');
    const illinois = within(
      canvas.getByRole('grid', { name: 'Rest of Illinois shipping methods' }),
    );
    await expect(illinois.getByRole('row', { name: /Express/ })).toHaveTextContent('$14.99');
    await expect(canvas.getByText('Evanston')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Local shipping methods' })).toBeInTheDocument();
  },
};

export const NoZones: Story = {
  args: { zones: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No shipping zones yet' }),
    ).toBeVisible();
  },
};
