import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContrastTable } from './ContrastTable';
import { MotionScale } from './MotionScale';
import { Palette } from './Palette';
import { SpacingScale } from './SpacingScale';
import { TypeScale } from './TypeScale';

/**
 * The design tokens as the browser resolves them from `tokens/theme.css`: change a
 * token there and every story that uses it, and these pages, change with it.
 */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => <Palette />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('#b42a0b')).toBeVisible();
  },
};

export const Contrast: Story = {
  render: () => <ContrastTable />,
  play: async ({ canvas }) => {
    const ratios = await canvas.findAllByText(/:1 (AA|fails)$/);
    await expect(ratios.length).toBeGreaterThan(10);
    await expect(canvas.queryByText(/fails$/)).not.toBeInTheDocument();
  },
};

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = { render: () => <SpacingScale /> };

export const Motion: Story = { render: () => <MotionScale /> };
