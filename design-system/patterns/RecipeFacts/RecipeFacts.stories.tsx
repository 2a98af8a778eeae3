import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RecipeFacts } from './RecipeFacts';

/**
 * Use RecipeFacts at the top of a recipe page: rating, prep time, cook time, servings and
 * difficulty as labelled tiles. It is a description list, so each value is read with its term.
 */
const meta = {
  title: 'Patterns/RecipeFacts',
  component: RecipeFacts,
  args: {
    rating: 4.9,
    prepTime: '45 mins',
    cookTime: '12 hours',
    servings: 12,
    difficulty: 'Advanced',
  },
} satisfies Meta<typeof RecipeFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const terms = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['Rating', 'Prep Time', 'Cook Time', 'Servings', 'Difficulty']);
    const values = [...canvasElement.querySelectorAll('dd')].map((dd) => dd.textContent);
    await expect(values.slice(1)).toEqual(['45 mins', '12 hours', '12', 'Advanced']);
    await expect(canvas.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
  },
};

export const Easy: Story = {
  args: {
    rating: 4.5,
    prepTime: '15 mins',
    cookTime: '1 hour 30 mins',
    servings: 4,
    difficulty: 'Easy',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Easy')).toHaveClass('bg-success-50');
  },
};

export const LongText: Story = {
  args: { prepTime: '1 hour 15 mins, plus overnight brine', cookTime: '10 to 14 hours' },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('[data-slot="recipe-fact"]');
    // Two tiles a row on phones.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};
