import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Container } from './Container';

/** Shows the content box the Container leaves inside its gutters. */
function ContentBox({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-line-strong bg-surface-muted p-4 text-sm font-medium text-ink-muted">
      {children}
    </div>
  );
}

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/**
 * Use Container for the centred column every page's content sits in: `xl` (80rem) for
 * the page frame, `lg` for checkout and account, `md` for articles and threads, `sm`
 * for sign-in and short forms. It adds the responsive side gutters (16, 24, 32 px),
 * so inside a Hero or a full-width Section the text lines up with the header.
 */
const meta = {
  title: 'Primitives/Container',
  component: Container,
  args: { children: <ContentBox>Weekly Specials</ContentBox> },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl', 'full'] },
    gutter: { control: 'inline-radio', options: ['default', 'none'] },
    as: {
      control: 'select',
      options: ['div', 'section', 'main', 'header', 'footer', 'nav', 'article'],
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]')!;
    // 1280 viewport minus the story padding: narrower than 80rem, so it fills the row.
    await expect(widthOf(container)).toBe(1248);
    await expect(getComputedStyle(container).paddingLeft).toBe('32px');
    await expect(widthOf(container.firstElementChild!)).toBe(1184);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['sm', 'md', 'lg', 'xl', 'full'] as const).map((size) => (
        <Container {...args} key={size} size={size} data-size={size}>
          <ContentBox>size=&quot;{size}&quot;</ContentBox>
        </Container>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-slot="container"]')].map(widthOf);
    await expect(widths).toEqual([672, 896, 1152, 1248, 1248]);
    const small = canvasElement.querySelector('[data-size="sm"]')!;
    const left = small.getBoundingClientRect().left - canvasElement.getBoundingClientRect().left;
    // Centred: equal space either side of the 672 px column.
    await expect(Math.round(left)).toBe(16 + (1248 - 672) / 2);
  },
};

export const AsLandmark: Story = {
  args: {
    as: 'main',
    size: 'md',
    children: (
      <ContentBox>The order confirmation sits in the page&apos;s main landmark.</ContentBox>
    ),
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('data-slot', 'container');
    await expect(widthOf(main)).toBe(896);
  },
};

export const WithoutGutter: Story = {
  args: { gutter: 'none', children: <ContentBox>Edge to edge inside the column</ContentBox> },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]')!;
    await expect(getComputedStyle(container).paddingLeft).toBe('0px');
    await expect(widthOf(container.firstElementChild!)).toBe(widthOf(container));
  },
};

export const LongText: Story = {
  args: {
    size: 'sm',
    children: (
      <ContentBox>
        Low and slow is the whole philosophy: our pitmasters start the hickory at dawn, keep the
        smoker at 225°F and wrap the brisket only when the bark has set, so every slice carries a
        deep smoke ring and a peppery crust. Supercalifragilisticexpialidocious-length words wrap
        instead of pushing the column wider.
      </ContentBox>
    ),
  },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]')!;
    await expect(widthOf(container)).toBe(672);
    await expect(container.scrollWidth).toBeLessThanOrEqual(672);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]')!;
    await expect(getComputedStyle(container).paddingLeft).toBe('16px');
    await expect(widthOf(container)).toBe(390 - 32);
    await expect(widthOf(container.firstElementChild!)).toBe(390 - 32 - 32);
  },
};
