import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { testimonials } from '@fixtures/testimonials';
import { TestimonialCard } from './TestimonialCard';

const [marcus, , david] = testimonials;

/**
 * Use TestimonialCard for a customer's words with their rating: the home page's three
 * testimonials. Keep quotes short; for reviews with replies use the forum's patterns.
 */
const meta = {
  title: 'Patterns/TestimonialCard',
  component: TestimonialCard,
  args: { ...marcus! },
  render: (args) => (
    <div className="max-w-sm">
      <TestimonialCard {...args} />
    </div>
  ),
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveAccessibleName(/Marcus Johnson/);
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvas.getByText(/best bark I have ever pulled/)).toBeVisible();
    await expect(canvas.getByText('Backyard pitmaster, Bronzeville')).toBeVisible();
  },
};

export const FourStars: Story = {
  args: { ...david! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

export const WithoutPhoto: Story = {
  args: { image: undefined, name: 'Priya Natarajan', title: 'First-time smoker, Evanston' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('P')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    comment:
      'I had never smoked anything before I found this shop. The staff walked me through my first pork shoulder over the phone, the rub was perfect, and the recipe timings were spot on. Twelve hours later my neighbours were lining up at the fence. I have been back every month since, and the Smokehouse Club box is the highlight of my mailbox.',
    title: 'Smokehouse Club member since 2021, Logan Square, Chicago',
  },
};

export const Row: Story = {
  render: () => (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} {...testimonial} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <TestimonialCard {...args} />,
};
