import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pressReleases } from '@fixtures/company';
import { heroImages } from '@domain/heroes';
import { PressScreen } from './PressScreen';

/** /press on the fixtures: four releases, given oldest first. */
const meta = {
  title: 'Screens/Content/Press',
  component: PressScreen,
  parameters: { layout: 'fullscreen', route: '/press' },
  args: {
    releases: pressReleases,
    mediaContact: { email: 'press@forgeandflame.example', phone: '(312) 555-0100' },
    heroImage: heroImages.home,
  },
} satisfies Meta<typeof PressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    const releases = within(canvas.getByRole('region', { name: 'Press Releases' }));
    const titles = releases
      .getAllByRole('heading', { level: 3 })
      .map((heading: HTMLElement) => heading.textContent);
    // Newest first.
    await expect(titles[0]).toBe('Rubs and sauces now ship nationwide');
    await expect(titles.at(-1)).toBe('Forge & Flame launches the Smokehouse Club');
    await expect(releases.getByText('October 1, 2024')).toHaveAttribute('datetime', '2024-10-01');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Media Contact' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'press@forgeandflame.example' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Media Contact' })).toBeVisible();
  },
};

export const NoReleases: Story = {
  args: { releases: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No press releases yet' }),
    ).toBeVisible();
  },
};
