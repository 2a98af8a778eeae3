import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { imagesDecoded } from '../../primitives/Image/sample-images';
import { LocationCard } from './LocationCard';

function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

const northSide = {
  name: 'North Side',
  address: '3250 N Clark St',
  city: 'Chicago',
  state: 'IL',
  zip: '60657',
  phone: '(773) 555-0168',
  hours: { monFri: '11:00 AM–10:00 PM', satSun: '10:00 AM–11:00 PM' },
  features: ['Dine-in', 'Takeout', 'Delivery', 'Patio seating', 'Retail shop'],
  imageSrc: '/images/locations/north-side.svg',
};

/**
 * Use LocationCard for a restaurant in the store finder: photo, address, phone, hours,
 * features and, after a ZIP search, the distance and whether it delivers there. 'Select
 * Store' makes it the visitor's store ('Your store'); 'Get Directions' opens Google Maps in a
 * new tab; 'Order Online' leads to the shop and makes it the visitor's store too.
 */
const meta = {
  title: 'Patterns/LocationCard',
  component: LocationCard,
  args: {
    ...northSide,
    onPreferredChange: fn(),
    orderHref: '/shop',
    onOrderOnline: fn(),
    className: 'max-w-sm',
  },
  render: (args) => (
    <>
      <LocationCard {...args} />
      <CurrentPage />
    </>
  ),
} satisfies Meta<typeof LocationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'North Side' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Call North Side: (773) 555-0168' }),
    ).toHaveAttribute('href', 'tel:+17735550168');
    await expect(canvas.getByText('11:00 AM–10:00 PM')).toBeVisible();
    const directions = canvas.getByRole('link', {
      name: 'Get Directions to North Side (opens in a new tab)',
    });
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=3250%20N%20Clark%20St%2C%20Chicago%2C%20IL%2060657',
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByText('Your store')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Select Store: North Side' }));
    await expect(args.onPreferredChange).toHaveBeenCalledWith(true);
  },
};

/** After a ZIP search: the distance and the delivery badge. */
export const WithDistance: Story = {
  args: { distanceMiles: 1.3, deliversToYou: true },
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByText('1.3 mi')).toBeVisible();
    await expect(canvas.getByText('Delivers to you')).toBeVisible();
  },
};

export const Preferred: Story = {
  args: { isPreferred: true },
  play: async ({ args, canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByText('Your store')).toBeVisible();
    const select = canvas.getByRole('button', { name: 'Select Store: North Side' });
    await expect(select).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(select);
    await expect(args.onPreferredChange).toHaveBeenCalledWith(false);
  },
};

/** 'Order Online' tells the screen (to remember the store) and goes to the shop. */
export const OrderOnline: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /Order Online/ }));
    await expect(args.onOrderOnline).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Current page: /shop')).toBeVisible();
  },
};

function Selectable(props: Parameters<typeof LocationCard>[0]) {
  const [preferred, setPreferred] = useState(false);
  return <LocationCard {...props} isPreferred={preferred} onPreferredChange={setPreferred} />;
}

export const FocusVisible: Story = {
  render: (args) => <Selectable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /555-0168/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const select = canvas.getByRole('button', { name: 'Select Store: North Side' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(select).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Your store')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    name: 'Downtown Chicago Riverwalk Smokehouse and Bar',
    address: '233 North Michigan Avenue, Suite 1200',
    features: ['Dine-in', 'Takeout', 'Delivery', 'Full bar', 'Private dining room', 'Live music'],
    distanceMiles: 12.4,
  },
  play: async ({ canvasElement }) => imagesDecoded(canvasElement),
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full', distanceMiles: 2.4, deliversToYou: true, isPreferred: true },
  play: async ({ canvasElement }) => imagesDecoded(canvasElement),
};
