import FakeTimers from '@sinonjs/fake-timers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from 'react-aria-components/Link';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Button } from '../Button/Button';
import { sampleProductImage, type SampleTone } from '../Gallery/sample-images';
import { Masonry, masonryLayout, resizeDebounceMs } from './Masonry';

interface Favorite {
  id: string;
  kind: 'Product' | 'Recipe';
  name: string;
  category: string;
  added: string;
  note?: string;
  tone: SampleTone;
  /** The photo's shape: recipes are wider than tall, jars are square-ish. */
  image?: 'wide' | 'tall';
}

const favorites: Favorite[] = [
  {
    id: 'p1',
    kind: 'Product',
    name: 'Hickory Smoked Rub',
    category: 'Seasonings',
    added: 'Mar 14',
    tone: 'ember',
    image: 'tall',
  },
  {
    id: 'r1',
    kind: 'Recipe',
    name: 'Texas-Style Smoked Brisket',
    category: 'Smoked Meats',
    added: 'Mar 12',
    tone: 'charcoal',
    image: 'wide',
    note: 'Fourteen hours over post oak.',
  },
  {
    id: 'p2',
    kind: 'Product',
    name: 'Carolina Gold Sauce',
    category: 'Sauces',
    added: 'Mar 10',
    tone: 'gold',
  },
  {
    id: 'r2',
    kind: 'Recipe',
    name: 'Cedar Plank Salmon',
    category: 'Seafood',
    added: 'Mar 9',
    tone: 'smoke',
    image: 'wide',
  },
  {
    id: 'p3',
    kind: 'Product',
    name: 'Memphis Dry Rub',
    category: 'Seasoning',
    added: 'Mar 7',
    tone: 'royal',
    image: 'tall',
    note: 'Out of stock',
  },
  {
    id: 'r3',
    kind: 'Recipe',
    name: 'Grilled Street Corn',
    category: 'Vegetables & Sides',
    added: 'Mar 5',
    tone: 'success',
  },
  {
    id: 'p4',
    kind: 'Product',
    name: 'Chipotle Honey Glaze',
    category: 'Sauces',
    added: 'Mar 3',
    tone: 'ember',
    image: 'wide',
  },
  {
    id: 'r4',
    kind: 'Recipe',
    name: 'Beer Can Chicken',
    category: 'Grilled Poultry',
    added: 'Mar 1',
    tone: 'gold',
    note: 'Serves 4. Intermediate.',
  },
  {
    id: 'p5',
    kind: 'Product',
    name: 'Garlic Pepper Blend',
    category: 'Seasonings',
    added: 'Feb 27',
    tone: 'smoke',
    image: 'tall',
  },
];

const linkClass = cn(focusRing, 'rounded-sm text-ink rac-hover:underline');

function FavoriteCard({ favorite }: { favorite: Favorite }) {
  const href = favorite.kind === 'Product' ? `/shop/${favorite.id}` : `/recipes/${favorite.id}`;
  return (
    <article className="overflow-hidden rounded-lg border border-line bg-surface shadow-sm">
      {favorite.image ? (
        <img
          src={sampleProductImage(favorite.tone, 600, favorite.image === 'tall' ? 330 : 220)}
          alt=""
          width={600}
          height={favorite.image === 'tall' ? 330 : 220}
          className="block h-auto w-full"
        />
      ) : null}
      <div className="p-4">
        <p className="text-xs font-semibold tracking-wide text-ember-700 uppercase">
          Added {favorite.added}
        </p>
        <h3 className="mt-1 font-display text-lg leading-snug font-semibold">
          <Link href={href} className={linkClass}>
            {favorite.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">
          {favorite.kind} · {favorite.category}
        </p>
        {favorite.note ? <p className="mt-2 text-sm text-ink">{favorite.note}</p> : null}
      </div>
    </article>
  );
}

/** Short tiles of uneven height, for the width demos. */
const tileHeights = ['h-10', 'h-16', 'h-9', 'h-12', 'h-10', 'h-14'] as const;

function Tile({ index }: { index: number }) {
  return (
    <div
      className={cn(
        'rounded-md bg-charcoal-100 px-3 py-2 text-sm font-semibold text-ink',
        tileHeights[index % tileHeights.length],
      )}
    >
      {index + 1}
    </div>
  );
}

const tiles = Array.from({ length: 6 }, (_, index) => index);

/** The root and its items, as the browser laid them out. */
function readMasonry(root: Element) {
  const items = [...root.querySelectorAll<HTMLElement>(':scope > [data-slot="masonry-item"]')];
  const rootBox = root.getBoundingClientRect();
  return {
    columns: Number(root.getAttribute('data-columns')),
    items: items.map((item) => {
      const box = item.getBoundingClientRect();
      return {
        x: box.left - rootBox.left,
        y: box.top - rootBox.top,
        width: box.width,
        height: box.height,
      };
    }),
    height: rootBox.height,
    width: rootBox.width,
  };
}

/** The browser's placement is exactly the pure layout of the measured heights. */
async function expectShortestColumnLayout(root: Element, gap = 24) {
  const { columns, items, height, width } = readMasonry(root);
  const expected = masonryLayout(
    items.map((item) => item.height),
    columns,
    gap,
    width,
  );
  for (const [index, item] of items.entries()) {
    await expect(item.x).toBeCloseTo(expected.positions[index]!.x, 1);
    await expect(item.y).toBeCloseTo(expected.positions[index]!.y, 1);
    await expect(item.width).toBeCloseTo(expected.columnWidth, 1);
  }
  await expect(height).toBeCloseTo(expected.height, 1);
}

/**
 * Use Masonry for walls of cards of uneven height where rows would leave gaps: the
 * Favorites page's saved products and recipes. Columns follow the container's own
 * width (1 below 480 px, 2 to 991, 3 to 1279, 4 from 1280), with a 24 px gutter.
 * Items keep their given order in the DOM, so Tab and screen readers go newest
 * first while each card drops into the shortest column; resizing is debounced by
 * 100 ms. Pass `as="ul"` with an `aria-label` to make the wall a list. For cards of
 * equal height use Grid.
 */
const meta = {
  title: 'Primitives/Masonry',
  component: Masonry<Favorite>,
  args: {
    as: 'ul',
    'aria-label': 'Favorites',
    items: favorites,
    getKey: (favorite: Favorite) => favorite.id,
    renderItem: (favorite: Favorite) => <FavoriteCard favorite={favorite} />,
  },
  argTypes: {
    gap: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    as: { control: 'inline-radio', options: ['div', 'ul'] },
  },
} satisfies Meta<typeof Masonry<Favorite>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Favorites' });
    // 1280 viewport minus the story padding: a 1248 px container, so three columns.
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '3'));
    await waitFor(() => expectShortestColumnLayout(list));
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(favorites.map((favorite) => favorite.name));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(favorites.length);
  },
};

/** Added to the shared viewports: it fits a 1400 px container beside the story padding. */
const wideViewports = {
  wide: { name: 'Wide 1440', styles: { width: '1440px', height: '1400px' }, type: 'desktop' },
} as const;

const demoWidths = [
  { width: 400, className: 'w-100' },
  { width: 700, className: 'w-175' },
  { width: 1000, className: 'w-250' },
  { width: 1400, className: 'w-350' },
] as const;

export const ColumnsByContainerWidth: Story = {
  parameters: { viewport: { options: wideViewports } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <div className="flex flex-col gap-6">
      {demoWidths.map(({ width, className }) => (
        <section key={width} aria-label={`${width} px container`} className={className}>
          <p className="mb-2 text-sm font-medium text-ink-muted">{width} px container</p>
          <Masonry
            items={tiles}
            getKey={(tile) => tile}
            renderItem={(tile) => <Tile index={tile} />}
            data-testid={`masonry-${width}`}
          />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expectedColumns = { 400: 1, 700: 2, 1000: 3, 1400: 4 } as const;
    for (const { width } of demoWidths) {
      const root = canvas.getByTestId(`masonry-${width}`);
      await expect(root.getBoundingClientRect().width).toBe(width);
      await expect(root).toHaveAttribute('data-columns', String(expectedColumns[width]));
      await expectShortestColumnLayout(root);
      // Item order is kept in the DOM whatever the columns: 1, 2, 3, ...
      await expect(
        [...root.querySelectorAll('[data-slot="masonry-item"]')].map((item) => item.textContent),
      ).toEqual(['1', '2', '3', '4', '5', '6']);
      const columnsUsed = new Set(readMasonry(root).items.map((item) => Math.round(item.x)));
      await expect(columnsUsed.size).toBe(expectedColumns[width]);
    }
  },
};

const resizeWidths = [
  { label: '400 px', className: 'w-100' },
  { label: '700 px', className: 'w-175' },
  { label: '1000 px', className: 'w-250' },
] as const;

/** Buttons resize the container the way dragging the window edge does. */
/**
 * The debounce runs on a clock the story moves by hand, installed before the wall mounts: a
 * busy machine can stretch real time between two steps, but not this clock.
 */
let debounceClock: FakeTimers.Clock | undefined;

export const ResizeDebounced: Story = {
  beforeEach: () => {
    debounceClock = FakeTimers.withGlobal(window).install({
      toFake: ['setTimeout', 'clearTimeout'],
      shouldClearNativeTimers: true,
    });
    return () => {
      debounceClock?.uninstall();
      debounceClock = undefined;
    };
  },
  render: function ResizableWall() {
    const [size, setSize] = useState<(typeof resizeWidths)[number]>(resizeWidths[2]);
    return (
      <div className="flex flex-col gap-4">
        <div className="flex gap-2" role="group" aria-label="Container width">
          {resizeWidths.map((option) => (
            <Button
              key={option.label}
              variant={option === size ? 'primary' : 'outline'}
              size="sm"
              onPress={() => setSize(option)}
            >
              {option.label}
            </Button>
          ))}
        </div>
        <div data-testid="resizable" className={size.className}>
          <Masonry
            items={tiles}
            getKey={(tile) => tile}
            renderItem={(tile) => <Tile index={tile} />}
            data-testid="masonry"
          />
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const root = canvas.getByTestId('masonry');
    const wrapper = canvas.getByTestId('resizable');
    await expect(root).toHaveAttribute('data-columns', '3');
    const clock = debounceClock!;
    // The first measurement's own debounce, from before the story began.
    clock.tick(resizeDebounceMs);
    const columns = recordColumns(root);
    try {
      await resizeTo(wrapper, 400);
      // The container is already narrower, but the columns wait for the resize to settle.
      await expect(root.getBoundingClientRect().width).toBe(400);
      clock.tick(resizeDebounceMs - 1);
      await nextFrames(2);
      await expect(columns.seen).toEqual([]);
      clock.tick(1);
      await expect(await columns.next()).toBe('1');
      await expectShortestColumnLayout(root);

      // A burst of resizes less than 100 ms apart lays out once, at the final width.
      await resizeTo(wrapper, 700);
      clock.tick(resizeDebounceMs / 2);
      await resizeTo(wrapper, 1000);
      clock.tick(resizeDebounceMs - 1);
      await nextFrames(2);
      await expect(columns.seen).toEqual(['1']);
      clock.tick(1);
      await expect(await columns.next()).toBe('3');
    } finally {
      columns.stop();
      clock.uninstall();
      debounceClock = undefined;
      wrapper.style.width = '';
    }

    await userEvent.click(canvas.getByRole('button', { name: '700 px' }));
    await waitFor(() => expect(root).toHaveAttribute('data-columns', '2'));
    await expectShortestColumnLayout(root);
  },
};

/** Sets the container's width and waits until resize observers have been told of it. */
async function resizeTo(wrapper: HTMLElement, width: number) {
  wrapper.style.width = `${width}px`;
  // A new observer reports its element once, in the same rendering step in which every
  // earlier observer (Masonry's) is told of the change.
  await new Promise<void>((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(wrapper);
  });
}

/** The values `data-columns` takes from now on, and a promise of the next one. */
function recordColumns(root: Element) {
  const seen: string[] = [];
  let waiting: ((value: string) => void) | undefined;
  const observer = new MutationObserver(() => {
    const value = root.getAttribute('data-columns')!;
    seen.push(value);
    waiting?.(value);
    waiting = undefined;
  });
  observer.observe(root, { attributeFilter: ['data-columns'] });
  return {
    seen,
    next: () => new Promise<string>((resolve) => (waiting = resolve)),
    stop: () => observer.disconnect(),
  };
}

/** Resolves after `count` rendering steps: time for React to commit an update already scheduled. */
function nextFrames(count: number) {
  return new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });
}

export const KeyboardOrder: Story = {
  args: { items: favorites.slice(0, 6) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Favorites' });
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '3'));
    // Tab follows the item order (newest first), not the visual columns.
    for (const favorite of favorites.slice(0, 6)) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: favorite.name })).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: favorites[4]!.name })).toHaveFocus();
  },
};

/** An item that grows after layout (here, notes shown on demand) pushes its column down at once. */
export const ItemGrows: Story = {
  args: { items: favorites.slice(0, 6) },
  render: function GrowingWall(args) {
    const [expanded, setExpanded] = useState(false);
    return (
      <Masonry
        {...args}
        renderItem={(favorite, index) =>
          index === 0 ? (
            <div className="flex flex-col gap-2">
              <FavoriteCard favorite={favorite} />
              <Button variant="outline" size="sm" onPress={() => setExpanded((open) => !open)}>
                {expanded ? 'Hide tasting notes' : 'Show tasting notes'}
              </Button>
              {expanded ? (
                <p className="rounded-md bg-surface-muted p-3 text-sm text-ink">
                  Sweet hickory smoke up front, cracked black pepper and a slow chipotle finish.
                  Best on pork shoulder and beef ribs.
                </p>
              ) : null}
            </div>
          ) : (
            <FavoriteCard favorite={favorite} />
          )
        }
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="masonry"]')!;
    await waitFor(() => expect(root).toHaveAttribute('data-columns', '3'));
    await waitFor(() => expectShortestColumnLayout(root));
    // The next item placed in the first card's column.
    const items = [...root.querySelectorAll('[data-slot="masonry-item"]')];
    const next = items.findIndex(
      (item, index) => index > 0 && item.getAttribute('data-column') === '0',
    );
    await expect(next).toBeGreaterThan(0);
    const below = () => readMasonry(root).items[next]!.y;
    const before = below();
    await userEvent.click(canvas.getByRole('button', { name: 'Show tasting notes' }));
    await waitFor(() => expect(below()).toBeGreaterThan(before));
    await expectShortestColumnLayout(root);
  },
};

export const SmallGap: Story = {
  args: { gap: 'sm', items: favorites.slice(0, 6) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Favorites' });
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '3'));
    // The layout reads the gutter back from the gap class: 16 px here.
    await waitFor(() => expectShortestColumnLayout(list, 16));
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Favorites' });
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(list.getBoundingClientRect().height).toBe(0);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { items: favorites.slice(0, 3) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Favorites' });
    await waitFor(() => expect(list).toHaveAttribute('data-columns', '1'));
    await waitFor(() => expectShortestColumnLayout(list));
    const items = readMasonry(list).items;
    await expect(new Set(items.map((item) => item.x))).toEqual(new Set([0]));
    await expect(items[0]!.width).toBe(390 - 32);
  },
};
