import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Heart, Pencil, Settings, Trash2 } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip, TooltipTrigger } from './Tooltip';

/**
 * Use Tooltip to name an icon-only control for sighted pointer and keyboard users: the
 * edit and delete icons in admin tables, the bell and gear in the admin console header,
 * the favourite heart. Keep it to a few words that match the control's accessible name;
 * never put essential information or interactive content in a tooltip (touch users never
 * see it). Wrap the trigger and the Tooltip in a `TooltipTrigger`.
 */
const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { children: 'Edit product', placement: 'top' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  render: (args) => (
    <div className="flex justify-center p-12">
      <TooltipTrigger>
        <IconButton label="Edit product" variant="outline">
          <Pencil aria-hidden="true" />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering shows the tooltip after its delay; leaving hides it. Left open for the screenshot. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Edit product' });
    // A real mouse moves across the page before it reaches the button; React Aria only
    // treats the hover as a pointer hover once it has seen that movement.
    await userEvent.hover(canvasElement);
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('Edit product');
    await expect(button).toHaveAccessibleDescription('Edit product');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toBeVisible();
  },
};

/** Keyboard focus shows it at once; Escape hides it and leaves focus on the button. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Edit product' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Edit product');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
    // Tabbing away and back shows it again.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};

/** The four sides; the arrow always points at the trigger. */
export const Placements: Story = {
  render: () => (
    <div className="grid grid-cols-2 justify-items-center gap-x-28 gap-y-16 p-16">
      {(
        [
          ['top', 'Notifications', <Bell key="icon" aria-hidden="true" />],
          ['right', 'Settings', <Settings key="icon" aria-hidden="true" />],
          ['bottom', 'Add to favorites', <Heart key="icon" aria-hidden="true" />],
          ['left', 'Delete product', <Trash2 key="icon" aria-hidden="true" />],
        ] as const
      ).map(([placement, label, icon]) => (
        <TooltipTrigger key={placement} defaultOpen>
          <IconButton label={label} variant="outline">
            {icon}
          </IconButton>
          <Tooltip placement={placement}>{label}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
  play: async () => {
    const tooltips = await screen.findAllByRole('tooltip');
    await expect(tooltips).toHaveLength(4);
    for (const tooltip of tooltips) {
      const arrow = tooltip.querySelector('[data-slot="tooltip-arrow"]');
      await expect(arrow).toHaveAttribute('data-placement', tooltip.dataset.placement);
    }
  },
};

/** A disabled trigger never shows its tooltip. */
export const Disabled: Story = {
  render: (args) => (
    <div className="flex justify-center p-12">
      <TooltipTrigger isDisabled>
        <IconButton label="Edit product" variant="outline">
          <Pencil aria-hidden="true" />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit product' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/** Longer text wraps at the maximum width instead of running across the screen. */
export const LongText: Story = {
  args: {
    children: 'Edit product details, sizes, prices and sale percentage',
    placement: 'bottom',
  },
  render: (args) => (
    <div className="flex justify-center p-12">
      <TooltipTrigger defaultOpen>
        <IconButton label="Edit product" variant="outline">
          <Pencil aria-hidden="true" />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(256);
    await expect(tooltip.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};

/** Near the edge of a phone screen the bubble flips and shifts to stay inside. */
export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { children: 'Delete product', placement: 'right' },
  render: (args) => (
    <div className="flex justify-end">
      <TooltipTrigger defaultOpen>
        <IconButton label="Delete product" variant="outline">
          <Trash2 aria-hidden="true" />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      'Delete product',
    );
  },
};
