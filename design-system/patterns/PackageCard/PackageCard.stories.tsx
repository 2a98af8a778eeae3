import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PackageCard } from './PackageCard';

const packages = [
  {
    id: 'backyard-bbq',
    name: 'Backyard BBQ',
    pricePerPersonCents: 2500,
    minGuests: 20,
    description: 'Classic smoked meats and sides for birthdays, reunions and block parties.',
    items: ['Choice of two meats', 'Two sides', 'Brioche buns and pickles', 'House sauces'],
  },
  {
    id: 'corporate-grill',
    name: 'Corporate Grill',
    pricePerPersonCents: 3500,
    minGuests: 30,
    description: 'A full spread with on-site setup for office lunches and company events.',
    items: ['Choice of three meats', 'Three sides and a salad', 'Dessert', 'Setup and clean-up'],
    isPopular: true,
  },
  {
    id: 'smokehouse-feast',
    name: 'Smokehouse Feast',
    pricePerPersonCents: 4500,
    minGuests: 40,
    description: 'Our premium menu with an on-site pitmaster for weddings and big celebrations.',
    items: ['Brisket, burnt ends and ribs', 'Four sides', 'Two desserts', 'On-site pitmaster'],
  },
];

/**
 * Use PackageCard for the catering packages: price per person, minimum guests, what is
 * included, and a 'Select Package' toggle that marks the chosen one (ember frame, 'Selected'
 * badge, aria-pressed). The screen keeps which one is chosen and passes `isSelected`.
 */
const meta = {
  title: 'Patterns/PackageCard',
  component: PackageCard,
  args: { ...packages[1]!, onSelect: fn(), className: 'max-w-sm' },
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Corporate Grill' })).toBeVisible();
    await expect(canvas.getByText('$35.00')).toBeVisible();
    await expect(canvas.getByText('Minimum 30 guests')).toBeVisible();
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    const select = canvas.getByRole('button', { name: /Select Package/ });
    await expect(select).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(select);
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('button', { name: 'Select Package: Corporate Grill' });
    await expect(select).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Selected')).toBeVisible();
    // Pressing the chosen package again keeps it chosen.
    await userEvent.click(select);
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

function PackageChooser() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {packages.map(({ id, ...pkg }) => (
        <PackageCard key={id} {...pkg} isSelected={chosen === id} onSelect={() => setChosen(id)} />
      ))}
    </div>
  );
}

/** Three packages: choosing one highlights it and releases the others (pointer and keyboard). */
export const ChooseOne: Story = {
  render: () => <PackageChooser />,
  play: async ({ canvas }) => {
    const button = (name: string) =>
      canvas.getByRole('button', { name: `Select Package: ${name}` });
    await userEvent.click(button('Smokehouse Feast'));
    await expect(button('Smokehouse Feast')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab({ shift: true });
    await expect(button('Corporate Grill')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button('Corporate Grill')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('Smokehouse Feast')).toHaveAttribute('aria-pressed', 'false');
    await expect(button('Corporate Grill').closest('[data-slot="card"]')).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const select = canvas.getByRole('button', { name: /Select Package/ });
    await expect(select).toHaveFocus();
    await expect(select).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    name: 'Smokehouse Feast with Whole-Hog Carving Station',
    description:
      'Our premium menu with an on-site pitmaster, a whole hog carved in front of your guests, and a full bar service for weddings, anniversaries and big celebrations.',
    items: [
      'Brisket, burnt ends, St. Louis ribs, smoked chicken and a whole hog carved to order',
      'Four sides and two salads',
      'Full beverage service',
    ],
    isPopular: false,
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full', isSelected: true },
};
