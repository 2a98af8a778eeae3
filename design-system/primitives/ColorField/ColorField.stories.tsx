import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ColorField, isHexColor, type ColorFieldProps } from './ColorField';

/** The field with its value kept in state, as a form would. */
function StatefulColorField({ value: initial, onChange, ...props }: ColorFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <ColorField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/**
 * Use ColorField for a colour setting, such as the store's primary and secondary colours in
 * the admin System Settings. People pick with the swatch (the browser's colour picker) or
 * type #rrggbb in the box; the form checks the text (`isHexColor`) and passes its message as
 * `errorMessage`.
 */
const meta = {
  title: 'Primitives/ColorField',
  component: ColorField,
  args: {
    label: 'Secondary colour',
    pickerLabel: 'Pick the secondary colour',
    value: '#e5b53a',
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args) => <StatefulColorField {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Buttons and highlights.' },
  play: async ({ args, canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Secondary colour' });
    await expect(hex).toHaveValue('#e5b53a');
    await expect(hex).toHaveAccessibleDescription('Buttons and highlights.');
    const swatch = canvas.getByLabelText('Pick the secondary colour');
    await expect(swatch).toHaveValue('#e5b53a');
    await userEvent.tripleClick(hex);
    await userEvent.keyboard('#262422');
    await expect(args.onChange).toHaveBeenLastCalledWith('#262422');
    await expect(swatch).toHaveValue('#262422');
    await expect(swatch).toHaveAccessibleDescription('#262422');
  },
};

/** Picking with the swatch writes the colour into the box. */
export const PickWithSwatch: Story = {
  play: async ({ args, canvas }) => {
    const swatch = canvas.getByLabelText('Pick the secondary colour');
    fireEvent.input(swatch, { target: { value: '#c2410c' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('#c2410c');
    await expect(canvas.getByRole('textbox', { name: 'Secondary colour' })).toHaveValue('#c2410c');
  },
};

/** While the text is not a colour the swatch keeps showing the last valid one. */
export const Typing: Story = {
  play: async ({ canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Secondary colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12');
    await expect(isHexColor('#12')).toBe(false);
    await expect(canvas.getByLabelText('Pick the secondary colour')).toHaveAccessibleDescription(
      'No valid colour yet',
    );
    await expect(hex).toHaveAttribute('maxlength', '7');
  },
};

export const Invalid: Story = {
  args: { value: '#e5b5', errorMessage: 'Enter a colour as #rrggbb, e.g. #e5b53a' },
  play: async ({ canvas }) => {
    const hex = canvas.getByRole('textbox', { name: 'Secondary colour' });
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter a colour as #rrggbb, e.g. #e5b53a',
    );
  },
};

/** Tab reaches the swatch, then the hex box. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Pick the secondary colour')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Secondary colour' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Secondary colour' })).toBeDisabled();
    await expect(canvas.getByLabelText('Pick the secondary colour')).toBeDisabled();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Primary colour', pickerLabel: 'Pick the primary colour', value: '#262422' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toBeVisible();
  },
};
