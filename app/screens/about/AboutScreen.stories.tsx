import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useLocation } from 'react-router-dom';
import { imagesDecoded } from '@ds/primitives/Image/sample-images';
import { aboutStory, aboutTimeline, aboutValues, team } from '@fixtures/about';
import { brand } from '@domain/brand';
import { AboutScreen } from './AboutScreen';

function CurrentPage() {
  const { pathname } = useLocation();
  return <p>Current page: {pathname}</p>;
}

/** /about on the fixtures. */
const meta = {
  title: 'Screens/Content/About',
  component: AboutScreen,
  parameters: { layout: 'fullscreen', route: '/about' },
  args: {
    brandName: brand.name,
    story: aboutStory,
    timeline: aboutTimeline,
    values: aboutValues,
    team,
  },
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'About Forge & Flame' }),
    ).toBeVisible();
    for (const title of ['Our Story', 'Our Journey', 'What We Stand For', 'Meet the Team']) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const journey = within(canvas.getByRole('region', { name: 'Our Journey' }));
    const milestones = journey.getAllByRole('listitem');
    await expect(milestones).toHaveLength(6);
    await expect(milestones[0]).toHaveTextContent('2012');
    const people = within(canvas.getByRole('region', { name: 'Meet the Team' }));
    await expect(people.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(people.getByRole('img', { name: 'Portrait of Sofia Martinez' })).toBeVisible();
    await imagesDecoded(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'About Forge & Flame' }),
    ).toBeVisible();
    await imagesDecoded(canvasElement);
  },
};

/** 'Join the team' leads to the careers page. */
export const JoinTheTeam: Story = {
  render: (args) => (
    <>
      <AboutScreen {...args} />
      <CurrentPage />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesDecoded(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Join the team' }));
    await expect(canvas.getByText('Current page: /careers')).toBeInTheDocument();
  },
};
