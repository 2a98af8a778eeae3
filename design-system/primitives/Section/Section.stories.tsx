import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Grid } from '../Grid/Grid';
import { LinkButton } from '../LinkButton/LinkButton';
import { Section } from './Section';

function Placeholder({ names }: { names: readonly string[] }) {
  return (
    <Grid columns="thirds">
      {names.map((name) => (
        <div
          key={name}
          className="rounded-lg border border-line bg-surface p-6 text-sm font-medium text-ink"
        >
          {name}
        </div>
      ))}
    </Grid>
  );
}

const viewAll = (
  <LinkButton href="/recipes" variant="outline">
    View all recipes <ArrowRight aria-hidden="true" />
  </LinkButton>
);

/**
 * Use Section for each full-width band of a page (Weekly Specials, Premium Recipes,
 * the Smokehouse Club promo, testimonials): it sets the band's background `tone` with
 * matching AA text colours, its vertical `spacing`, an optional header (eyebrow, an h2
 * title that names the section landmark, a description and an `action` such as a
 * 'View all' link, right-aligned from md) and puts the content in a Container.
 * Use `titleLevel={3}` when the section sits under another h2.
 */
const meta = {
  title: 'Primitives/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Fresh from the smoker',
    title: 'Weekly Specials',
    description: 'Three pitmaster favourites at this week’s best prices, while stocks last.',
    action: viewAll,
    children: <Placeholder names={['Hickory Smoked Rub', 'Carolina Gold Sauce', 'Grill Press']} />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'dark', 'accent', 'gold'] },
    spacing: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    headerAlign: { control: 'inline-radio', options: ['start', 'center'] },
    width: { control: 'select', options: ['sm', 'md', 'lg', 'xl', 'full', 'none'] },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Weekly Specials' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Weekly Specials',
    );
    const title = within(section).getByRole('heading', { name: 'Weekly Specials' });
    const action = within(section).getByRole('link', { name: 'View all recipes' });
    // From md the action sits on the right, level with the bottom of the header text.
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().right,
    );
    await userEvent.tab();
    await expect(action).toHaveFocus();
  },
};

const tones = ['default', 'muted', 'dark', 'accent', 'gold'] as const;

export const Tones: Story = {
  render: (args) => (
    <>
      {tones.map((tone) => (
        <Section
          {...args}
          key={tone}
          tone={tone}
          spacing="sm"
          title={`${tone[0]!.toUpperCase()}${tone.slice(1)} tone`}
        />
      ))}
    </>
  ),
  args: { action: undefined, children: undefined },
  play: async ({ canvas }) => {
    // Every band is a landmark named by its title; axe checks each tone's text contrast.
    for (const tone of tones) {
      const name = `${tone[0]!.toUpperCase()}${tone.slice(1)} tone`;
      const section = canvas.getByRole('region', { name });
      await expect(section).toHaveAttribute('data-tone', tone);
    }
    const dark = canvas.getByRole('region', { name: 'Dark tone' });
    await expect(getComputedStyle(dark).color).toBe('rgb(255, 255, 255)');
  },
};

export const CenteredHeader: Story = {
  args: {
    tone: 'muted',
    headerAlign: 'center',
    eyebrow: 'What our guests say',
    title: 'Testimonials',
    description: 'Real reviews from backyard pitmasters and catering clients.',
    action: undefined,
    children: <Placeholder names={['Marcus T.', 'Danielle R.', 'Jorge P.']} />,
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Testimonials' });
    const section = canvas.getByRole('region', { name: 'Testimonials' });
    const titleBox = title.getBoundingClientRect();
    const sectionBox = section.getBoundingClientRect();
    const titleCentre = titleBox.left + titleBox.width / 2;
    await expect(Math.abs(titleCentre - (sectionBox.left + sectionBox.width / 2))).toBeLessThan(1);
  },
};

export const NestedTitle: Story = {
  args: {
    title: 'Key Features',
    titleLevel: 3,
    eyebrow: undefined,
    description: undefined,
    action: undefined,
    spacing: 'sm',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Key Features' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const WithoutHeader: Story = {
  args: {
    eyebrow: undefined,
    title: undefined,
    description: undefined,
    action: undefined,
    tone: 'dark',
    'aria-label': 'Smokehouse Club promotion',
    children: <Placeholder names={['Pit Master', 'Smoke Master', 'Grill Legend']} />,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="section-header"]')).toBeNull();
    const section = canvas.getByRole('region', { name: 'Smokehouse Club promotion' });
    await expect(section).not.toHaveAttribute('aria-labelledby');
  },
};

export const LongText: Story = {
  args: {
    tone: 'gold',
    eyebrow: 'Members save 20% on every order, every month, with free shipping',
    title: 'Join the Smokehouse Club for monthly seasoning boxes, live workshops and early access',
    description:
      'Choose Pit Master, Smoke Master or Grill Legend. Tier changes apply on your next billing cycle, and you can pause or cancel any time without a fee.',
    action: (
      <LinkButton href="/smokehouse-club" variant="primary">
        Compare membership tiers
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: /Join the Smokehouse Club/ });
    await expect(section.scrollWidth).toBe(section.clientWidth);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Weekly Specials' });
    const action = canvas.getByRole('link', { name: 'View all recipes' });
    // Below md the action goes under the header text, aligned to the same left edge.
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(
      title.getBoundingClientRect().bottom,
    );
    await expect(action.getBoundingClientRect().left).toBe(title.getBoundingClientRect().left);
  },
};
