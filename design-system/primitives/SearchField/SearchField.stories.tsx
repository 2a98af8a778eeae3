import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExpandableSearch } from './ExpandableSearch';
import { SearchField } from './SearchField';

/**
 * Use SearchField wherever people filter or find by typing: the help page, the forum,
 * the admin console's tile filter, store lookup by ZIP. It is named 'Search' unless you
 * give it a label; Escape or the 'Clear input' button empties it and Enter calls
 * `onSubmit(query)`. In the site header use ExpandableSearch: an icon button that opens
 * into the box ('Search products...') and closes on an outside click or Escape.
 */
const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    placeholder: 'Search recipes...',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(canvas.queryByRole('button', { name: 'Clear input' })).toBeNull();
    await userEvent.type(search, 'brisket');
    await expect(args.onChange).toHaveBeenLastCalledWith('brisket');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('brisket');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear input' }));
    await expect(search).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(search).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear input' })).toBeNull();
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'hickory' },
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(canvas.getByRole('button', { name: 'Clear input' })).toBeVisible();
    await userEvent.click(search);
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const WithLabel: Story = {
  args: {
    label: 'Search the forum',
    placeholder: 'Threads, recipes, pitmasters...',
    description: 'Searches thread titles and first posts.',
  },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search the forum' });
    await expect(search).toHaveAccessibleDescription('Searches thread titles and first posts.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'pulled pork' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear input' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'smoked beef short ribs with cherry wood and a black pepper coffee rub for a crowd',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Find a store', placeholder: 'ZIP code or address', defaultValue: '60601' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear input' })).toBeVisible();
  },
};

/** A slice of the site header, so there is something outside the search to click. */
function HeaderBar({ onSubmit }: { onSubmit: (query: string) => void }) {
  return (
    <div className="flex min-h-14 items-center justify-between gap-4 rounded-lg border border-line px-4 py-2">
      <p className="font-display text-lg font-semibold">Forge &amp; Flame</p>
      <ExpandableSearch onSubmit={onSubmit} />
    </div>
  );
}

export const Expandable: Story = {
  render: (args) => <HeaderBar onSubmit={args.onSubmit!} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const search = await canvas.findByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', 'Search products...');

    await userEvent.type(search, 'brisket{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('brisket');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear input' }));
    await expect(search).toHaveValue('');
    await userEvent.type(search, 'rub');
  },
};

export const ExpandableOutsideClick: Story = {
  render: (args) => <HeaderBar onSubmit={args.onSubmit!} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(await canvas.findByRole('searchbox'), 'sauce');
    // A click inside the box keeps it open.
    await userEvent.click(canvas.getByRole('searchbox'));
    await expect(canvas.getByRole('searchbox')).toBeVisible();

    await userEvent.click(canvas.getByText('Forge & Flame'));
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};

export const ExpandableKeyboard: Story = {
  render: (args) => <HeaderBar onSubmit={args.onSubmit!} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const search = await canvas.findByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();

    // The first Escape clears the text, the second closes the box.
    await userEvent.keyboard('ribs{Escape}');
    await expect(search).toHaveValue('');
    await expect(search).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ExpandableNarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <HeaderBar onSubmit={args.onSubmit!} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const search = await canvas.findByRole('searchbox');
    await userEvent.type(search, 'Texas brisket rub, 12 oz');
    const bar = search.closest('[data-slot="expandable-search"]')!;
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
