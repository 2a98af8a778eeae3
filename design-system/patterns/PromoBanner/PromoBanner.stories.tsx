import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChefHat, Crown } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { PromoBanner } from './PromoBanner';

/** Shows the router's path, so a story can prove the action navigated. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use PromoBanner for one call-out between a page's sections that leads to another page:
 * the home page's Premium Recipes banner and the Smokehouse Club promo. One per screenful;
 * it is a link, not a form.
 */
const meta = {
  title: 'Patterns/PromoBanner',
  component: PromoBanner,
  args: {
    eyebrow: 'Premium Recipes',
    icon: ChefHat,
    title: 'Cook like a pitmaster',
    description: 'Step-by-step recipes with wood pairings, temperatures and pro tips.',
    actionLabel: 'Explore Recipes',
    href: '/recipes',
    image: '/images/heroes/recipes.svg',
    tone: 'dark',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['dark', 'ember', 'gold'] } },
  render: (args) => (
    <>
      <PromoBanner {...args} />
      <CurrentPage />
    </>
  ),
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Cook like a pitmaster' });
    await userEvent.click(within(banner).getByRole('link', { name: 'Explore Recipes' }));
    await expect(await canvas.findByText('Current page: /recipes')).toBeVisible();
  },
};

export const Ember: Story = {
  args: {
    tone: 'ember',
    icon: Crown,
    eyebrow: 'Smokehouse Club',
    title: 'Save 20% with Premium subscription',
    description: '20% off all purchases for members, plus a seasoning box every month.',
    actionLabel: 'Join the Club',
    href: '/smokehouse-club',
    image: '/images/heroes/smokehouse-club.svg',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Join the Club' })).toHaveAttribute(
      'href',
      '/smokehouse-club',
    );
  },
};

export const Gold: Story = {
  args: { tone: 'gold', image: undefined },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Explore Recipes' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    title: 'Master low-and-slow brisket, ribs and pulled pork with our complete recipe library',
    description:
      'Over a hundred step-by-step recipes from our pitmasters, each with the wood we use, the temperatures we hold, the internal temperature to pull at and the mistakes we made so you do not have to.',
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // The artwork steps aside on phones; the text and the action keep the whole width.
    await expect(canvasElement.querySelector('[data-slot="promo-banner-media"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Recipes' })).toBeVisible();
  },
};
