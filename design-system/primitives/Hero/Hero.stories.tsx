import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LinkButton } from '../LinkButton/LinkButton';
import { sampleHeroImage } from '../Gallery/sample-images';
import { Hero, type HeroProps } from './Hero';

const homeActions = (
  <>
    <LinkButton href="/shop" variant="accent" size="lg">
      Shop Now
    </LinkButton>
    <LinkButton href="/recipes" variant="secondary" size="lg">
      Explore Recipes
    </LinkButton>
  </>
);

/** The backdrop is painted from the palette tokens at render time (no remote images in stories). */
function HeroWithSampleImage(props: Omit<HeroProps, 'imageSrc'>) {
  return <Hero {...props} imageSrc={sampleHeroImage()} />;
}

const heightOf = (element: Element) => element.getBoundingClientRect().height;

/**
 * Use Hero once per page, at the top: it holds the page's h1 over a full-width photo
 * with a dark gradient so the white text keeps its contrast. `size="home"` is the
 * home page banner (exactly 500 px tall from lg, as tall as its content on phones);
 * `size="page"` is the shorter banner of Shop, Recipes, Catering and Contact. Put the
 * page's main calls to action in `actions` and a search box or promo card in `aside`.
 * The photo loads eagerly with high fetch priority because it is the largest paint.
 */
const meta = {
  title: 'Primitives/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  render: (args) => <HeroWithSampleImage {...args} />,
  args: {
    size: 'home',
    eyebrow: 'Forge & Flame Smokehouse',
    title: 'Ignite Your Taste Buds',
    description:
      'Small-batch rubs, slow-simmered sauces and the gear to smoke like a pitmaster, delivered free on orders over $75.',
    actions: homeActions,
    imageSrc: '',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['home', 'page'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Ignite Your Taste Buds' });
    // The spec's 500 px banner, at the 1280 px desktop viewport.
    await expect(heightOf(hero)).toBe(500);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ignite Your Taste Buds',
    );
    const image = hero.querySelector('img')!;
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('alt', '');
    await expect(heightOf(image)).toBe(500);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Explore Recipes' })).toHaveFocus();
  },
};

export const HomeNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Ignite Your Taste Buds' });
    // Shorter on a phone: at least 400 px, otherwise as tall as the content.
    await expect(heightOf(hero)).toBeGreaterThanOrEqual(400);
    await expect(heightOf(hero)).toBeLessThan(600);
    await expect(hero.scrollHeight).toBe(hero.clientHeight);
    const shop = canvas.getByRole('link', { name: 'Shop Now' });
    await expect(shop.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};

export const Page: Story = {
  args: {
    size: 'page',
    eyebrow: 'Shop',
    title: 'Rubs, Sauces & Gear',
    description: 'Everything you need for low-and-slow barbecue at home.',
    actions: undefined,
  },
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Rubs, Sauces & Gear' });
    await expect(heightOf(hero)).toBe(320);
  },
};

export const PageNarrow: Story = {
  ...Page,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Rubs, Sauces & Gear' });
    await expect(heightOf(hero)).toBeGreaterThanOrEqual(240);
    await expect(heightOf(hero)).toBeLessThan(320);
  },
};

export const Centered: Story = {
  args: {
    size: 'page',
    align: 'center',
    eyebrow: 'Catering',
    title: 'Feed the Whole Crew',
    description: 'Backyard BBQ, Corporate Grill or the full Smokehouse Feast, from 20 guests.',
    actions: (
      <LinkButton href="/catering" variant="accent" size="lg">
        Request a Quote
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Feed the Whole Crew' });
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const box = hero.getBoundingClientRect();
    await expect(Math.abs(title.left + title.width / 2 - (box.left + box.width / 2))).toBeLessThan(
      1,
    );
    const quote = canvas.getByRole('link', { name: 'Request a Quote' }).getBoundingClientRect();
    await expect(Math.abs(quote.left + quote.width / 2 - (box.left + box.width / 2))).toBeLessThan(
      1,
    );
  },
};

export const WithAside: Story = {
  args: {
    aside: (
      <div className="rounded-xl border border-gold-400/40 bg-charcoal-950/80 p-6 text-white">
        <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">
          Smokehouse Club
        </p>
        <p className="mt-2 font-display text-2xl font-semibold">Save 20% on every order</p>
        <p className="mt-2 text-sm text-charcoal-200">
          Monthly seasoning boxes, live workshops and early access to new sauces.
        </p>
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const hero = canvas.getByRole('region', { name: 'Ignite Your Taste Buds' });
    await expect(heightOf(hero)).toBe(500);
    const aside = canvasElement.querySelector('[data-slot="hero-aside"]')!.getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    // From lg the aside sits to the right of the text.
    await expect(aside.left).toBeGreaterThan(title.left + 400);
  },
};

export const LongText: Story = {
  args: {
    size: 'page',
    eyebrow: 'Recipes from our pitmasters, tested on real backyard smokers',
    title: 'Texas-Style Smoked Brisket with Coffee Chili Rub and Burnt Ends',
    description:
      'Fourteen hours over post oak, a peppery bark and a jiggle-tender flat: every step, every temperature and the wood we use, plus what to do when the stall hits at 160°F and your guests are already hungry.',
    actions: homeActions,
  },
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: /Texas-Style Smoked Brisket/ });
    // Content taller than 320 px grows the page banner instead of spilling out of it.
    await expect(heightOf(hero)).toBeGreaterThan(320);
    await expect(hero.scrollHeight).toBe(hero.clientHeight);
  },
};
