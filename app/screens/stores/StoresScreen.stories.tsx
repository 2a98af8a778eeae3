import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { imagesDecoded } from '@ds/primitives/Image/sample-images';
import { deliveryInfo, locations } from '@fixtures/locations';
import { StoresScreen } from './StoresScreen';

/** /stores on the fixtures: the three Chicago locations. */
const meta = {
  title: 'Screens/Content/Stores',
  component: StoresScreen,
  parameters: { layout: 'fullscreen', route: '/stores' },
  args: {
    locations,
    deliveryInfo,
    preferredStoreId: null,
    onPreferredStoreChange: fn(),
  },
} satisfies Meta<typeof StoresScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const storeNames = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Our Locations' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading: HTMLElement) => heading.textContent);

async function searchFor(canvas: Canvas, query: string) {
  const box = canvas.getByRole('searchbox', { name: 'ZIP code or address' });
  await userEvent.clear(box);
  await userEvent.type(box, query);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
}

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Find a Store' })).toBeVisible();
    await expect(storeNames(canvas)).toEqual(['Downtown Chicago', 'North Side', 'South Side']);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 stores in Chicago');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Delivery Information' }),
    ).toBeVisible();
    await expect(canvas.getByText('10-Mile Radius')).toBeVisible();
    await expect(canvas.getByText('11:00 AM–9:30 PM daily')).toBeVisible();
    await expect(canvas.getByText('$20.00 Minimum')).toBeVisible();
    await imagesDecoded(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await imagesDecoded(canvasElement);
  },
};

/** ZIP 60614 (Lincoln Park): North Side first, distances, and who delivers there. */
export const ZipSearch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await searchFor(canvas, '60614');
    await expect(storeNames(canvas)).toEqual(['North Side', 'Downtown Chicago', 'South Side']);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '3 stores, nearest to Lincoln Park (60614) first',
    );
    await expect(canvas.getByText('1.3 mi')).toBeVisible();
    await expect(canvas.getByText('2.8 mi')).toBeVisible();
    await expect(canvas.getByText('9.1 mi')).toBeVisible();
    await expect(canvas.getAllByText('Delivers to you')).toHaveLength(3);
    await imagesDecoded(canvasElement);
  },
};

/** Enter in the box searches too; other text filters by name or address. */
export const TextSearch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'ZIP code or address' }),
      'clark{Enter}',
    );
    await expect(storeNames(canvas)).toEqual(['North Side']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 store matching “clark”');
    await imagesDecoded(canvasElement);
  },
};

/** Nothing matches: a clear message, and every store still listed. */
export const NoMatch: Story = {
  parameters: { route: '/stores?q=Milwaukee' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No stores match “Milwaukee”. Showing all 3 stores.',
    );
    await expect(storeNames(canvas)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear input' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 stores in Chicago');
    await imagesDecoded(canvasElement);
  },
};

function WithPreferredStore(props: Parameters<typeof StoresScreen>[0]) {
  const [preferred, setPreferred] = useState(props.preferredStoreId);
  return (
    <StoresScreen
      {...props}
      preferredStoreId={preferred}
      onPreferredStoreChange={(id) => {
        props.onPreferredStoreChange(id);
        setPreferred(id);
      }}
    />
  );
}

/** 'Select Store' marks the chosen store 'Your store' and releases the previous one. */
export const ChooseStore: Story = {
  args: { preferredStoreId: 'downtown-chicago' },
  render: (args) => <WithPreferredStore {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Your store')).toHaveLength(1);
    const south = canvas.getByRole('button', { name: 'Select Store: South Side' });
    await userEvent.click(south);
    await expect(args.onPreferredStoreChange).toHaveBeenCalledWith('south-side');
    await expect(south).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Select Store: Downtown Chicago' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getAllByText('Your store')).toHaveLength(1);
    await imagesDecoded(canvasElement);
  },
};
