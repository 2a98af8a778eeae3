import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shippingZones } from '@fixtures/shipping';
import type { ShippingZone } from '@domain/types';
import type { SaveOutcome } from '@app/records/outcome';
import { AdminShippingScreen, type AdminShippingScreenProps } from './AdminShippingScreen';
import { clearLiveAnnouncer } from '@ds/lib/live-announcer';

/** The screen over an in-memory list, like the data module (new zones get an id). */
function StatefulShipping({ zones: initial, onSaveZone, onDeleteZone }: AdminShippingScreenProps) {
  const [zones, setZones] = useState<ShippingZone[]>(initial);
  return (
    <AdminShippingScreen
      zones={zones}
      onSaveZone={async (zone) => {
        const outcome = await onSaveZone(zone);
        if (outcome.ok) {
          setZones((current) =>
            zone.id
              ? current.map((z) => (z.id === zone.id ? zone : z))
              : [...current, { ...zone, id: `zone-${current.length + 1}` }],
          );
        }
        return outcome;
      }}
      onDeleteZone={async (zone) => {
        await onDeleteZone(zone);
        setZones((current) => current.filter((z) => z.id !== zone.id));
      }}
    />
  );
}

async function dialogClosed(role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
  clearLiveAnnouncer();
}

const zoneNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Shipping zones' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading: HTMLElement) => heading.textContent);

async function openAddZone(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add Shipping Zone' }));
  return within(await screen.findByRole('dialog', { name: 'Add Shipping Zone' }));
}

/** /admin/shipping: zone cards, search, and the Add / Edit / Delete dialogs. */
const meta = {
  title: 'Screens/Admin/Shipping',
  component: AdminShippingScreen,
  render: (args) => <StatefulShipping {...args} />,
  parameters: { layout: 'fullscreen', route: '/admin/shipping' },
  args: {
    zones: shippingZones,
    onSaveZone: fn(async (): Promise<SaveOutcome<'name'>> => ({ ok: true })),
    onDeleteZone: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminShippingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's sample: Local and Rest of Illinois. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Shipping Management' }),
    ).toBeVisible();
    await expect(zoneNames(canvas)).toEqual(['Local', 'Rest of Illinois']);
    const local = within(canvas.getByRole('list', { name: 'Local shipping methods' }));
    await expect(local.getAllByRole('listitem')[0]).toHaveTextContent(
      'Same Day DeliveryMin. order $25.000-1 days$9.99',
    );
    const illinois = within(
      canvas.getByRole('list', { name: 'Rest of Illinois shipping methods' }),
    );
    await expect(illinois.getAllByRole('listitem')[1]).toHaveTextContent(
      'StandardMin. order $25.002-4 days$7.99',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Shipping Zone' })).toBeVisible();
  },
};

/** Search matches a zone name or a region; the URL keeps it. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search zones' }), 'evanston');
    await expect(zoneNames(canvas)).toEqual(['Local']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1 of 2 zones');
  },
};

export const NoMatches: Story = {
  parameters: { route: '/admin/shipping?q=texas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No zones match your search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(zoneNames(canvas)).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { zones: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No shipping zones yet' })).toBeVisible();
  },
};

/** A bad estimate and empty required fields, each with its message (the screenshot shows them). */
export const AddZoneInvalid: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openAddZone(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Zone name' }), 'local');
    await userEvent.type(dialog.getByRole('textbox', { name: /Estimated days/ }), 'tomorrow');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Zone' }));
    await expect(await dialog.findByText('A zone with this name already exists')).toBeVisible();
    await expect(dialog.getByText('Add at least one region')).toBeVisible();
    await expect(dialog.getByText('Method name is required')).toBeVisible();
    await expect(dialog.getByText('Price is required')).toBeVisible();
    await expect(
      dialog.getByText("Enter the estimate as 'N days' or 'N-M days', e.g. '1-2 days'"),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Method 1' })).toBeDisabled();
    await expect(args.onSaveZone).not.toHaveBeenCalled();
  },
};

/** A new zone with two methods (one added, then a third added and removed) appears as a card. */
export const AddZone: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openAddZone(canvas);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Zone name' }), 'Northwest Indiana');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Regions/ }),
      'Gary, Hammond,, Merrillville',
    );
    const method = (n: number) => within(dialog.getByRole('group', { name: `Method ${n}` }));
    await userEvent.type(method(1).getByRole('textbox', { name: 'Method name' }), 'Standard');
    await userEvent.type(method(1).getByRole('textbox', { name: 'Price' }), '8.99');
    await userEvent.clear(method(1).getByRole('textbox', { name: 'Minimum order' }));
    await userEvent.type(method(1).getByRole('textbox', { name: 'Minimum order' }), '30');
    await userEvent.type(method(1).getByRole('textbox', { name: /Estimated days/ }), '2-3 days');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Method' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Method' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Method 3' }));
    await userEvent.type(method(2).getByRole('textbox', { name: 'Method name' }), 'Express');
    await userEvent.type(method(2).getByRole('textbox', { name: 'Price' }), '15');
    await userEvent.type(method(2).getByRole('textbox', { name: /Estimated days/ }), '1 day');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Zone' }));
    await dialogClosed();
    await expect(args.onSaveZone).toHaveBeenCalledWith({
      id: '',
      name: 'Northwest Indiana',
      regions: ['Gary', 'Hammond', 'Merrillville'],
      methods: [
        {
          id: 'zone-method-1-standard',
          name: 'Standard',
          priceCents: 899,
          minOrderCents: 3000,
          estimatedDays: '2-3 days',
        },
        {
          id: 'zone-method-2-express',
          name: 'Express',
          priceCents: 1500,
          minOrderCents: 0,
          estimatedDays: '1 day',
        },
      ],
    });
    await expect(canvas.getByText('Zone "Northwest Indiana" was added.')).toBeVisible();
    await expect(zoneNames(canvas)).toEqual(['Local', 'Rest of Illinois', 'Northwest Indiana']);
  },
};

/** Edit keeps the zone's own name valid and saves a new price. */
export const EditZone: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Local' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Shipping Zone' }));
    await expect(dialog.getByRole('textbox', { name: /Regions/ })).toHaveValue(
      'Chicago, Oak Park, Evanston, Skokie',
    );
    // The hint says what a region matches at checkout (domain/shipping-methods.ts).
    await expect(dialog.getByRole('textbox', { name: /Regions/ })).toHaveAccessibleDescription(
      /a city \(Chicago\).*a ZIP code \(60614\).*a state \(Illinois or IL\)/,
    );
    const price = within(dialog.getByRole('group', { name: 'Method 1' })).getByRole('textbox', {
      name: 'Price',
    });
    await expect(price).toHaveValue('$9.99');
    await userEvent.clear(price);
    await userEvent.type(price, '11.49');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await dialogClosed();
    await expect(args.onSaveZone).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'local', name: 'Local' }),
    );
    await expect(canvas.getByText('$11.49')).toBeVisible();
    await expect(canvas.getByText('Changes to "Local" saved.')).toBeVisible();
  },
};

/** The Edit dialog open on Rest of Illinois, for the screenshot. */
export const EditZoneModal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Rest of Illinois' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Shipping Zone' }));
    await expect(dialog.getAllByRole('group', { name: /Method \d/ })).toHaveLength(2);
  },
};

export const DeleteZone: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Rest of Illinois' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shipping Zone' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "Rest of Illinois"? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await dialogClosed('alertdialog');
    await expect(args.onDeleteZone).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'rest-of-illinois' }),
    );
    await expect(zoneNames(canvas)).toEqual(['Local']);
  },
};

/** A save the data module refused keeps the dialog open with the message. */
export const SaveFailed: Story = {
  args: {
    onSaveZone: fn(async (): Promise<SaveOutcome<'name'>> => ({
      ok: false,
      message: 'Your changes could not be saved. Please try again.',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Local' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Shipping Zone' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await dialog.findByText('Your changes could not be saved. Please try again.'),
    ).toBeVisible();
  },
};
