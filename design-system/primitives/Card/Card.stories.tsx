import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Image } from '../Image/Image';
import { ToggleButton } from '../ToggleButton/ToggleButton';
import {
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardMedia,
  CardTitle,
} from './Card';
import { imagesDecoded, sampleImageSrc } from '../Image/sample-images';

/** Shows the router's current path, so a story can prove where a press went. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="mt-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/** What a pointer at the middle of `element` really lands on (the stretched link covers the card). */
function hitTarget(element: Element): Element {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) throw new Error('Nothing under the pointer');
  return hit;
}

interface ProductLikeCardProps {
  onFavoriteChange?: (isFavorite: boolean) => void;
  onAddToCart?: () => void;
  title?: string;
  description?: string;
}

/** A product card as the shop grid will build it: whole card links, heart and button do not. */
function ProductLikeCard({
  onFavoriteChange,
  onAddToCart,
  title = 'Texas Brisket Rub',
  description = 'Coarse black pepper, kosher salt and garlic for a classic Central Texas bark.',
}: ProductLikeCardProps) {
  return (
    <Card interactive className="max-w-xs">
      <CardMedia
        topLeft={<Badge tone="ember">Sale</Badge>}
        topRight={
          <ToggleButton variant="favorite" size="sm" label="Favorite" onChange={onFavoriteChange} />
        }
      >
        <Image src={sampleImageSrc} alt="" ratio="square" />
      </CardMedia>
      <CardHeader>
        <Badge tone="success" className="mb-1">
          In Stock
        </Badge>
        <CardTitle href="/shop/texas-brisket-rub">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="accent" size="sm" className="w-full" onPress={onAddToCart}>
          <ShoppingCart aria-hidden="true" /> Add to Cart
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * Use Card to group everything about one thing: a product, a recipe, a membership tier, a
 * store location, an order summary. Compose it from CardMedia (image with corner overlays),
 * CardHeader (CardTitle, CardDescription), CardBody and CardFooter. When the whole card
 * leads somewhere, set `interactive` and give CardTitle an `href`: the title link stretches
 * over the card while buttons inside it keep working. Commerce patterns (ProductCard,
 * RecipeCard, TierCard, …) are built on it.
 */
const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { variant: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'outline', 'muted', 'dark'] },
    interactive: { control: 'boolean' },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
        <CardDescription>2 items, shipped to Chicago, IL</CardDescription>
      </CardHeader>
      <CardBody>
        <p>Free shipping on orders over $75.</p>
      </CardBody>
      <CardFooter>
        <Button variant="accent">Proceed to Checkout</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Order Summary' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {(['default', 'outline', 'muted', 'dark'] as const).map((variant) => (
        <Card {...args} key={variant} variant={variant}>
          <CardHeader>
            <CardTitle>{variant.charAt(0).toUpperCase() + variant.slice(1)}</CardTitle>
            <CardDescription>Smoked low and slow over hickory for twelve hours.</CardDescription>
          </CardHeader>
          <CardBody>
            <p>Serves 8</p>
          </CardBody>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const dark = canvas.getByRole('heading', { name: 'Dark' }).closest('[data-slot="card"]');
    await expect(dark).toHaveAttribute('data-variant', 'dark');
  },
};

/** The whole card is a link; the heart and Add to Cart stay pressable above it. */
export const ProductLike: StoryObj<typeof ProductLikeCard> = {
  args: { onFavoriteChange: fn(), onAddToCart: fn() },
  render: (args) => (
    <>
      <ProductLikeCard {...args} />
      <CurrentPage />
    </>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    // The heart and the button sit above the stretched link: a pointer there reaches them.
    const heart = canvas.getByRole('button', { name: 'Favorite' });
    await expect(heart.contains(hitTarget(heart))).toBe(true);
    await userEvent.click(hitTarget(heart));
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFavoriteChange).toHaveBeenCalledWith(true);
    const addToCart = canvas.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(hitTarget(addToCart));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Current page: /')).toBeInTheDocument();

    // A press on the description (not the title) lands on the card's link and follows it.
    const link = canvas.getByRole('link', { name: 'Texas Brisket Rub' });
    const onDescription = hitTarget(canvas.getByText(/Coarse black pepper/));
    await expect(onDescription).toBe(link);
    await userEvent.click(onDescription);
    await expect(
      await canvas.findByText('Current page: /shop/texas-brisket-rub'),
    ).toBeInTheDocument();
  },
};

export const FocusVisible: Story = {
  render: () => (
    <>
      <ProductLikeCard />
      <CurrentPage />
    </>
  ),
  play: async ({ canvasElement }) => {
    await imagesDecoded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Favorite' })).toHaveFocus();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Texas Brisket Rub' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    const card = link.closest<HTMLElement>('[data-slot="card"]')!;
    await expect(getComputedStyle(card).outlineWidth).toBe('2px');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await expect(getComputedStyle(card).outlineWidth).toBe('0px');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Current page: /shop/texas-brisket-rub'),
    ).toBeInTheDocument();
  },
};

export const DarkInteractive: Story = {
  args: { variant: 'dark', interactive: true },
  render: (args) => (
    <>
      <Card {...args} className="max-w-sm">
        <CardHeader>
          <Badge tone="gold" className="mb-1">
            Most Popular
          </Badge>
          <CardTitle href="/smokehouse-club" size="lg">
            Smoke Master
          </CardTitle>
          <CardDescription>Premium box, full recipe library and live workshops.</CardDescription>
        </CardHeader>
        <CardBody>
          <p className="font-display text-3xl font-bold">$39/mo</p>
        </CardBody>
      </Card>
      <CurrentPage />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(hitTarget(canvas.getByText('$39/mo')));
    await expect(await canvas.findByText('Current page: /smokehouse-club')).toBeInTheDocument();
  },
};

const packages = [
  { id: 'backyard', name: 'Backyard BBQ', price: '$25 per person', minimum: 'Minimum 20 guests' },
  { id: 'feast', name: 'Smokehouse Feast', price: '$45 per person', minimum: 'Minimum 40 guests' },
];

/** Catering: 'Select Package' highlights the chosen card; the toggle carries the state. */
export const Selectable: Story = {
  render: function SelectPackage(args) {
    const [chosen, setChosen] = useState<string | null>(null);
    return (
      <div className="grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
        {packages.map((item) => (
          <Card {...args} key={item.id} isSelected={chosen === item.id}>
            <CardHeader>
              <CardTitle>{item.name}</CardTitle>
              <CardDescription>{item.minimum}</CardDescription>
            </CardHeader>
            <CardBody>
              <p className="text-lg font-semibold">{item.price}</p>
            </CardBody>
            <CardFooter>
              <ToggleButton
                aria-label={`Select Package: ${item.name}`}
                isSelected={chosen === item.id}
                onChange={(isSelected) => setChosen(isSelected ? item.id : null)}
              >
                Select Package
              </ToggleButton>
            </CardFooter>
          </Card>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const feast = canvas.getByRole('button', { name: 'Select Package: Smokehouse Feast' });
    await userEvent.click(feast);
    await expect(feast).toHaveAttribute('aria-pressed', 'true');
    const cardOf = (name: string) =>
      canvas.getByRole('heading', { name }).closest('[data-slot="card"]');
    await expect(cardOf('Smokehouse Feast')).toHaveAttribute('data-selected', 'true');
    await expect(cardOf('Backyard BBQ')).not.toHaveAttribute('data-selected');

    // Keyboard: Shift+Tab to the other package and choose it with Space.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(cardOf('Backyard BBQ')).toHaveAttribute('data-selected', 'true');
    await expect(cardOf('Smokehouse Feast')).not.toHaveAttribute('data-selected');
  },
};

export const LongText: Story = {
  render: () => (
    <ProductLikeCard
      title="Competition-Grade Carolina Gold Mustard Barbecue Sauce with Apple Cider Vinegar"
      description="A tangy, mustard-forward sauce in the South Carolina tradition, balanced with brown sugar and a whisper of cayenne; brush it on pulled pork in the last thirty minutes or serve it warm on the side."
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    const link = canvas.getByRole('link', { name: /Carolina Gold Mustard/ });
    const card = link.closest<HTMLElement>('[data-slot="card"]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div className="grid grid-cols-1 gap-4">
      <ProductLikeCard />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Texas Brisket Rub' })).toBeVisible();
  },
};
