import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { jobOpenings } from '@fixtures/company';
import { heroImages } from '@domain/heroes';
import { CareersScreen } from './CareersScreen';

/** /careers on the fixtures: four openings. */
const meta = {
  title: 'Screens/Content/Careers',
  component: CareersScreen,
  parameters: { layout: 'fullscreen', route: '/careers' },
  args: {
    openings: jobOpenings,
    applyEmail: 'careers@forgeandflame.example',
    heroImage: heroImages.about,
  },
} satisfies Meta<typeof CareersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const apply = canvas.getByRole('link', { name: 'Apply for Line Cook, Downtown Chicago' });
    await expect(apply).toHaveAttribute(
      'href',
      'mailto:careers@forgeandflame.example?subject=Application%3A%20Line%20Cook%20(Downtown%20Chicago)',
    );
    await expect(canvas.getByText('Seasonal')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Apply for / })).toHaveLength(4);
  },
};

export const NoOpenings: Story = {
  args: { openings: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No open positions right now' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'E-mail your CV' })).toBeVisible();
  },
};
