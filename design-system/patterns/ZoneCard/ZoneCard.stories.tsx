import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ZoneCard } from './ZoneCard';

const local = {
  name: 'Local',
  regions: ['Chicago', 'Oak Park', 'Evanston', 'Skokie'],
  methods: [
    {
      id: 'local-same-day',
      name: 'Same Day Delivery',
      priceCents: 999,
      minOrderCents: 2500,
      estimatedDays: '0-1 days',
    },
    {
      id: 'local-standard',
      name: 'Standard Delivery',
      priceCents: 499,
      minOrderCents: 1500,
      estimatedDays: '1-2 days',
    },
  ],
};

/**
 * Use ZoneCard for a shipping zone: the regions it covers and each delivery method with its
 * price, minimum order and estimated days. In the admin Shipping screen it gets Edit and
 * Delete (the screen confirms the delete); on the public shipping page it has no actions.
 */
const meta = {
  title: 'Patterns/ZoneCard',
  component: ZoneCard,
  args: { ...local, onEdit: fn(), onDelete: fn(), className: 'max-w-md' },
} satisfies Meta<typeof ZoneCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's Local zone. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Local' })).toBeVisible();
    const regions = within(canvas.getByRole('list', { name: 'Local regions' }));
    await expect(regions.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Chicago',
      'Oak Park',
      'Evanston',
      'Skokie',
    ]);
    const methods = within(canvas.getByRole('list', { name: 'Local shipping methods' }));
    const [sameDay, standard] = methods.getAllByRole('listitem');
    await expect(sameDay).toHaveTextContent('Same Day DeliveryMin. order $25.000-1 days$9.99');
    await expect(standard).toHaveTextContent('Standard DeliveryMin. order $15.001-2 days$4.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Local' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Local' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Without callbacks there are no buttons: the public shipping page. */
export const ReadOnly: Story = {
  args: {
    name: 'Rest of Illinois',
    regions: ['All other Illinois ZIP codes'],
    methods: [
      {
        id: 'x',
        name: 'Express',
        priceCents: 1499,
        minOrderCents: 3500,
        estimatedDays: '1-2 days',
      },
      {
        id: 's',
        name: 'Standard',
        priceCents: 799,
        minOrderCents: 2500,
        estimatedDays: '2-4 days',
      },
    ],
    onEdit: undefined,
    onDelete: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('$14.99')).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const edit = canvas.getByRole('button', { name: 'Edit Local' });
    await expect(edit).toHaveFocus();
    await expect(edit).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    name: 'Greater Chicagoland and the North Shore suburbs',
    regions: [
      'Chicago',
      'Oak Park',
      'Evanston',
      'Skokie',
      'Wilmette',
      'Winnetka',
      'Glencoe',
      'Highland Park',
      'Lake Forest',
    ],
    methods: [
      ...local.methods,
      {
        id: 'white-glove',
        name: 'White-glove smoker delivery and assembly with a pit-side walkthrough',
        priceCents: 14999,
        minOrderCents: 50000,
        estimatedDays: '5-10 days',
      },
    ],
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete Local' })).toBeVisible();
  },
};
