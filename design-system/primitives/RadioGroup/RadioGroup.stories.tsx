import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Radio, RadioGroup } from './RadioGroup';

/**
 * Use RadioGroup when exactly one option must be chosen from a short, visible list: the
 * address type (Home, Work, Other), a product's size, a catering package. `variant="cards"`
 * shows each option as a tile with a title and a detail line such as the price; disable the
 * options that cannot be chosen (out-of-stock sizes) and say why in `note`. For long lists use
 * Select; for several independent choices use CheckboxGroup.
 */
const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Address type',
    defaultValue: 'home',
    onChange: fn(),
    children: (
      <>
        <Radio value="home">Home</Radio>
        <Radio value="work">Work</Radio>
        <Radio value="other">Other</Radio>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['list', 'cards'] },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Address type' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Home' })).toBeChecked();
    // Pointer.
    await userEvent.click(canvas.getByText('Work'));
    await expect(canvas.getByRole('radio', { name: 'Work' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('work');
    // Keyboard: arrows move the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Other' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('other');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'work' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const work = canvas.getByRole('radio', { name: 'Work' });
    // Tab lands on the chosen option, not the first.
    await expect(work).toHaveFocus();
    await expect(work.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ args, canvas }) => {
    const home = canvas.getByRole('radio', { name: 'Home' });
    const other = canvas.getByRole('radio', { name: 'Other' });
    await expect(other.getBoundingClientRect().top).toBe(home.getBoundingClientRect().top);
    await userEvent.click(canvas.getByText('Home'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('work');
  },
};

const sizes = [
  { id: '6-oz', size: '6 oz', price: '$12.99', inStock: true },
  { id: '12-oz', size: '12 oz', price: '$21.99', inStock: false },
  { id: '24-oz', size: '24 oz', price: '$37.99', inStock: true },
  { id: '5-lb', size: '5 lb', price: '$89.99', inStock: true },
];

function SizeOptions() {
  return sizes.map((option) => (
    <Radio
      key={option.id}
      value={option.id}
      detail={option.price}
      isDisabled={!option.inStock}
      note={option.inStock ? undefined : 'Out of stock'}
    >
      {option.size}
    </Radio>
  ));
}

/** The product page's sizes: the first is chosen by default, out-of-stock sizes are disabled. */
export const SizeCards: Story = {
  args: {
    label: 'Size',
    variant: 'cards',
    orientation: 'horizontal',
    defaultValue: '6-oz',
    children: <SizeOptions />,
  },
  play: async ({ args, canvas }) => {
    const outOfStock = canvas.getByRole('radio', { name: /12 oz/ });
    await expect(outOfStock).toBeDisabled();
    await expect(outOfStock).toHaveAccessibleName('12 oz $21.99 Out of stock');
    // Keyboard: from 6 oz, ArrowRight skips the disabled 12 oz.
    await userEvent.click(canvas.getByText('6 oz'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /24 oz/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('24-oz');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: /6 oz/ })).toBeChecked();
    // Pointer: a click anywhere on a tile chooses it; the disabled tile ignores clicks.
    await userEvent.click(canvas.getByText('$89.99'));
    await expect(args.onChange).toHaveBeenLastCalledWith('5-lb');
    await userEvent.click(canvas.getByText('Out of stock'), { pointerEventsCheck: 0 });
    await expect(outOfStock).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /5 lb/ })).toBeChecked();
  },
};

const packages = [
  { id: 'backyard-bbq', name: 'Backyard BBQ', detail: '$25 per person · 20 guests minimum' },
  { id: 'corporate-grill', name: 'Corporate Grill', detail: '$35 per person · 30 guests minimum' },
  {
    id: 'smokehouse-feast',
    name: 'Smokehouse Feast',
    detail: '$45 per person · 40 guests minimum',
  },
];

/** Catering packages, stacked. Controlled: the chosen package is highlighted. */
export const PackageCards: Story = {
  render: function Packages(args) {
    const [chosen, setChosen] = useState('corporate-grill');
    return (
      <RadioGroup
        label="Catering package"
        variant="cards"
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          args.onChange?.(next);
        }}
        className="max-w-md"
      >
        {packages.map((option) => (
          <Radio key={option.id} value={option.id} detail={option.detail}>
            {option.name}
          </Radio>
        ))}
      </RadioGroup>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const corporate = canvas.getByRole('radio', { name: /Corporate Grill/ });
    await expect(corporate).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('smokehouse-feast');
    await userEvent.keyboard('{ArrowDown}');
    // Arrows wrap from the last option to the first.
    await expect(args.onChange).toHaveBeenLastCalledWith('backyard-bbq');
    await expect(canvas.getByRole('radio', { name: /Backyard BBQ/ })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'work' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Home'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Size',
    variant: 'cards',
    orientation: 'horizontal',
    defaultValue: undefined,
    isRequired: true,
    errorMessage: 'This field is required',
    children: <SizeOptions />,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.click(canvas.getByText('24 oz'));
    await expect(args.onChange).toHaveBeenLastCalledWith('24-oz');
  },
};

export const WithDescription: Story = {
  args: { description: 'We use it to pick a delivery window.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Address type' }),
    ).toHaveAccessibleDescription('We use it to pick a delivery window.');
  },
};

export const LongText: Story = {
  args: {
    label: 'Size',
    variant: 'cards',
    orientation: 'horizontal',
    defaultValue: 'family',
    className: 'max-w-2xl',
    children: (
      <>
        <Radio value="family" detail="$64.99, enough for a whole brisket and two racks of ribs">
          Family-size pitmaster bundle with shaker lid
        </Radio>
        <Radio value="single" detail="$12.99">
          Single 6 oz shaker
        </Radio>
        <Radio value="bulk" detail="$149.99" isDisabled note="Out of stock until the next smoke">
          Restaurant bulk bag, 25 lb
        </Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('radio').map((radio) => radio.closest('label')!);
    const heights = tiles.map((tile) => tile.getBoundingClientRect().height);
    // Tiles in a row stretch to the tallest, so the grid stays even.
    await expect(new Set(heights).size).toBe(1);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Size',
    variant: 'cards',
    orientation: 'horizontal',
    defaultValue: '6-oz',
    children: <SizeOptions />,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('5 lb'));
    await expect(args.onChange).toHaveBeenLastCalledWith('5-lb');
    const first = canvas.getByRole('radio', { name: /6 oz/ }).closest('label')!;
    await expect(first.getBoundingClientRect().width).toBeGreaterThan(140);
  },
};

const addAddress = fn();

function AddressTypeForm({ onSubmit }: { onSubmit: (values: { type: string }) => void }) {
  const { control, handleSubmit } = useForm<{ type: string }>({
    defaultValues: { type: null as unknown as string },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex max-w-xs flex-col gap-4">
      <Controller
        control={control}
        name="type"
        rules={{ required: 'This field is required' }}
        render={({ field, fieldState }) => (
          <RadioGroup
            label="Address type"
            orientation="horizontal"
            isRequired
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldState.error?.message}
          >
            <Radio value="home">Home</Radio>
            <Radio value="work">Work</Radio>
            <Radio value="other">Other</Radio>
          </RadioGroup>
        )}
      />
      <Button type="submit">Save Address</Button>
    </form>
  );
}

/** Bound with react-hook-form's Controller, as the app's forms do. */
export const WithReactHookForm: Story = {
  render: () => <AddressTypeForm onSubmit={addAddress} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This field is required');
    // react-hook-form focuses the first invalid field through `inputRef`.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Home' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(addAddress).toHaveBeenCalledWith({ type: 'work' }, expect.anything()),
    );
  },
};
