import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingDisplay } from './Rating';
import { RatingInput } from './RatingInput';

type InputStory = StoryObj<typeof RatingInput>;

/** The meta's display args (value 4.8) would make the input controlled: switch them off. */
const displayArgsOff = { value: undefined };

/** The star (one of ten halves) a pointer should press for `value`. */
function half(canvasElement: HTMLElement, value: number): HTMLElement {
  const target = canvasElement.querySelector<HTMLElement>(
    `[data-slot="rating-input-half"][data-value="${value}"]`,
  );
  if (!target) throw new Error(`No star half for ${value}`);
  return target;
}

function fills(canvasElement: HTMLElement): number[] {
  return [...canvasElement.querySelectorAll('[data-slot="rating-star"]')].map((star) =>
    Number(star.getAttribute('data-fill')),
  );
}

/**
 * Use RatingDisplay wherever a product, recipe or testimonial shows its stars: 5 stars in
 * half steps, with the review count as '(256 reviews)' on detail pages or '4.8 (256)' on
 * cards. Screen readers hear 'Rated 4.8 out of 5'. Use RatingInput when the shopper gives a
 * rating: it is a slider from 0.5 to 5 in half steps, operated with the arrow keys, Home and
 * End, or by pressing the left or right half of a star. With `step={1}` (product reviews) it
 * takes whole stars 1–5 and starts at 'No rating yet', so nobody rates by accident.
 */
const meta = {
  title: 'Primitives/Rating',
  component: RatingDisplay,
  args: { value: 4.8, count: 256 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    countFormat: { control: 'inline-radio', options: ['reviews', 'compact'] },
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
  },
} satisfies Meta<typeof RatingDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product page sample: 4.8 from 256 reviews. */
export const Default: Story = {
  args: { size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(256 reviews)')).toBeVisible();
    // 4.8 is drawn to the nearest half star: five full stars.
    await expect(fills(canvasElement)).toEqual([1, 1, 1, 1, 1]);
  },
};

export const HalfStars: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <RatingDisplay value={3.5} showValue />
      <RatingDisplay value={4.3} showValue />
      <RatingDisplay value={0.5} showValue />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const ratings = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="rating"]')];
    await expect(fills(ratings[0]!)).toEqual([1, 1, 1, 0.5, 0]);
    await expect(fills(ratings[1]!)).toEqual([1, 1, 1, 1, 0.5]);
    await expect(fills(ratings[2]!)).toEqual([0.5, 0, 0, 0, 0]);
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
  },
};

/** The card form: '4.8 (256)', still read as '… 256 reviews'. */
export const Compact: Story = {
  args: { countFormat: 'compact', size: 'sm' },
  play: async ({ canvasElement }) => {
    const value = canvasElement.querySelector('[data-slot="rating-value"]');
    await expect(value).toHaveTextContent('4.8');
    await expect(value).toHaveAttribute('aria-hidden', 'true');
    const count = canvasElement.querySelector('[data-slot="rating-count"]');
    await expect(count).toHaveTextContent('(256 reviews)');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <RatingDisplay {...args} key={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const stars = [...canvasElement.querySelectorAll('[data-slot="rating-star"] > svg')];
    const widths = [0, 5, 10, 15].map((index) => stars[index]!.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 20, 24, 32]);
  },
};

export const Empty: Story = {
  args: { value: 0, count: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(0 reviews)')).toBeVisible();
    await expect(fills(canvasElement)).toEqual([0, 0, 0, 0, 0]);
  },
};

/** Keyboard: arrow keys move half a star, Home and End jump to 0.5 and 5. */
export const Input: InputStory = {
  render: (args) => <RatingInput {...args} />,
  args: {
    ...displayArgsOff,
    label: 'Your rating',
    defaultValue: 3,
    onChange: fn(),
    description: 'Use the arrow keys to move in half stars.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const slider = canvas.getByRole('slider', { name: 'Your rating' });
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuetext', '3 stars');
    await expect(slider).toHaveAccessibleDescription('Use the arrow keys to move in half stars.');

    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('3.5');
    await expect(slider).toHaveAttribute('aria-valuetext', '3.5 stars');
    await expect(args.onChange).toHaveBeenLastCalledWith(3.5);
    await expect(fills(canvasElement)).toEqual([1, 1, 1, 0.5, 0]);

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', '2.5 stars');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0.5 stars');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveValue('0.5');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', '5 stars');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(slider).toHaveAttribute('aria-valuetext', '4.5 stars');
  },
};

/** Pointer: the left half of a star is the half value, the right half the whole. */
export const InputPointer: InputStory = {
  render: (args) => <RatingInput {...args} />,
  args: { ...displayArgsOff, label: 'Rate this recipe', defaultValue: 1, onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Rate this recipe' });
    await userEvent.click(half(canvasElement, 3.5));
    await expect(args.onChange).toHaveBeenLastCalledWith(3.5);
    await expect(slider).toHaveAttribute('aria-valuetext', '3.5 stars');
    await expect(canvas.getByText('3.5 stars', { selector: 'output' })).toBeVisible();
    await userEvent.click(half(canvasElement, 2));
    await expect(slider).toHaveValue('2');
    await expect(fills(canvasElement)).toEqual([1, 1, 0, 0, 0]);
    // The click focused the slider, so the keyboard carries on from the picked value.
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('2.5');
  },
};

export const InputFocusVisible: InputStory = {
  render: (args) => <RatingInput {...args} />,
  args: { ...displayArgsOff, label: 'Your rating', defaultValue: 4 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const thumb = canvasElement.querySelector('[data-slot="rating-input-thumb"]');
    await expect(thumb).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(thumb!).outlineWidth).toBe('2px');
  },
};

export const InputDisabled: InputStory = {
  render: (args) => <RatingInput {...args} />,
  args: {
    ...displayArgsOff,
    label: 'Your rating',
    defaultValue: 2,
    isDisabled: true,
    onChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Your rating' });
    await expect(slider).toBeDisabled();
    await userEvent.click(half(canvasElement, 4), { pointerEventsCheck: 0 });
    await expect(slider).toHaveValue('2');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NarrowWidth: InputStory = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <RatingDisplay value={4.5} count={1289} countFormat="reviews" />
      <RatingInput {...args} />
    </div>
  ),
  args: { ...displayArgsOff, label: 'Your rating', defaultValue: 4.5 },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Your rating' });
    await expect(slider).toHaveAttribute('aria-valuetext', '4.5 stars');
    await expect(within(canvasElement).getByText('(1,289 reviews)')).toBeVisible();
  },
};

/** Whole stars (a product review): it starts unrated; keys and either half of a star pick 1–5. */
export const InputWholeStars: InputStory = {
  render: (args) => <RatingInput {...args} />,
  args: { ...displayArgsOff, label: 'Your rating', step: 1, onChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Your rating' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'No rating yet');
    await expect(canvas.getByText('No rating yet', { selector: 'output' })).toBeVisible();
    await expect(fills(canvasElement)).toEqual([0, 0, 0, 0, 0]);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '1 star');
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(slider).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(fills(canvasElement)).toEqual([1, 1, 1, 1, 0]);

    // The left half of the third star is the whole third star, never 2.5.
    await userEvent.click(half(canvasElement, 3));
    await expect(slider).toHaveValue('3');
    await expect(slider).toHaveAttribute('aria-valuetext', '3 stars');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/** The form's message sits under the stars and is read with the slider. */
export const InputWholeStarsError: InputStory = {
  render: (args) => <RatingInput {...args} />,
  args: {
    ...displayArgsOff,
    label: 'Your rating',
    step: 1,
    description: 'From 1 to 5 stars.',
    errorMessage: 'Choose a rating',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Your rating' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a rating');
    await expect(slider).toHaveAccessibleDescription('From 1 to 5 stars. Choose a rating');
  },
};
