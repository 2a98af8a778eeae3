import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categoryCards } from '@fixtures/home';
import { Carousel } from '../../primitives/Carousel/Carousel';
import { CategoryCard } from './CategoryCard';

const [freshProduce, , , wineAndSpirits] = categoryCards;

/**
 * Use CategoryCard for a department of the store: the seven cards of the home page's
 * 'Shop by Category' carousel. It describes rather than sells; for products use ProductCard.
 */
const meta = {
  title: 'Patterns/CategoryCard',
  component: CategoryCard,
  args: { ...freshProduce! },
  render: (args) => (
    <div className="max-w-xs">
      <CategoryCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fresh Produce' })).toBeVisible();
    const subcategories = canvas.getByRole('list', { name: 'Subcategories' });
    await expect(within(subcategories).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(subcategories).getByText('Herbs')).toBeVisible();
    const keyProducts = canvas.getByRole('list', { name: 'Key products' });
    await expect(within(keyProducts).getByText('Sweet corn')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const AsLink: Story = {
  args: { ...wineAndSpirits!, href: '/shop' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wine & Spirits' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Health, Wellness & Plant-Based Grilling Essentials',
    description:
      'Lighter choices for the grill: lean proteins, low-sodium rubs, gluten-free sauces, plant-based sausages and burgers, and planks for cooking fish and vegetables without flare-ups.',
    subcategories: ['Plant-Based', 'Low Sodium', 'Gluten-Free', 'Supplements', 'Keto', 'Vegan'],
  },
};

/** The home page uses it inside the Carousel. */
export const InCarousel: Story = {
  render: () => (
    <Carousel
      label="Shop by Category"
      items={categoryCards}
      getKey={(card) => card.id}
      renderItem={(card) => <CategoryCard {...card} />}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: /of 7$/ })).toHaveLength(7);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <CategoryCard {...args} />,
};
