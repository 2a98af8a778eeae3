import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { Form } from '../../primitives/Form/Form';
import { TextField } from '../../primitives/TextField/TextField';
import { sampleFooterColumns } from './sample-links';
import { SiteFooter } from './SiteFooter';

const onSubscribe = fn();

/** A stand-in for the app's newsletter form (the layout wires the real validation and sending). */
function NewsletterDemo() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  return (
    <Form
      aria-label="Newsletter"
      onSubmit={() => {
        onSubscribe(email);
        setDone(true);
      }}
      actions={<Button type="submit">Subscribe</Button>}
      actionsAlign="stretch"
    >
      {done ? <Alert tone="success">Thanks for subscribing!</Alert> : null}
      <TextField label="Email address" type="email" value={email} onChange={setEmail} />
    </Form>
  );
}

/** Shows the router's path, so a story can prove that a link navigated. */
function CurrentPage() {
  const { pathname } = useLocation();
  return <p className="p-4 text-sm text-ink-muted">Current page: {pathname}</p>;
}

/**
 * Use SiteFooter once, in the app's layout, under every route. Pass the newsletter form as
 * the `newsletter` slot, and the year and the link columns from the app.
 */
const meta = {
  title: 'Patterns/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Forge & Flame',
    tagline: 'Rubs, sauces and know-how for the backyard pitmaster, from Chicago since 2012.',
    contact: {
      phone: '(312) 555-0100',
      email: 'support@forgeandflame.example',
      addressLines: ['1000 W Fulton Market', 'Chicago, IL 60607'],
    },
    year: 2025,
    columns: sampleFooterColumns,
    socialLinks: [
      { label: 'Facebook', href: 'https://www.facebook.com/forgeandflame' },
      { label: 'Instagram', href: 'https://www.instagram.com/forgeandflame' },
      { label: 'X (Twitter)', href: 'https://x.com/forgeandflame' },
    ],
    newsletter: <NewsletterDemo />,
    newsletterDescription: 'Recipes, deals and pit tips in your inbox twice a month.',
  },
  render: (args) => (
    <>
      <CurrentPage />
      <SiteFooter {...args} />
    </>
  ),
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const columns = ['About Us', 'Customer Service', 'Shopping'].map((name) =>
      within(footer).getByRole('navigation', { name }),
    );
    const [about, service, shopping] = columns.map((nav) =>
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );
    await expect(about).toEqual(['About', 'Careers', 'Press']);
    await expect(service).toEqual(['Help & FAQ', 'Contact', 'Shipping', 'Find a Store']);
    await expect(shopping).toEqual([
      'Shop',
      'Deals',
      'Weekly Circular',
      'Gift Cards',
      'Smokehouse Club',
      'Recipes',
      'Catering',
      'Forum',
    ]);
    await expect(
      within(footer).getByText('© 2025 Forge & Flame. All rights reserved.'),
    ).toBeVisible();
    await expect(within(footer).getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    await userEvent.click(within(footer).getByRole('link', { name: 'Weekly Circular' }));
    await expect(await canvas.findByText('Current page: /weekly-deals')).toBeVisible();
  },
};

/** The store's details come from its settings: other values, other lines and links. */
export const OtherStoreDetails: Story = {
  args: {
    brandName: 'Smoke Test Co',
    contact: {
      phone: '(773) 555-0123',
      email: 'hello@smoke.example',
      addressLines: ['42 Ember Ave', 'Austin, TX 78701'],
    },
  },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: '(773) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+17735550123',
    );
    await expect(footer.getByRole('link', { name: 'hello@smoke.example' })).toHaveAttribute(
      'href',
      'mailto:hello@smoke.example',
    );
    await expect(footer.getByText('Austin, TX 78701')).toBeVisible();
    await expect(footer.getByText('© 2025 Smoke Test Co. All rights reserved.')).toBeVisible();
  },
};

export const Newsletter: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Newsletter' });
    await userEvent.type(
      within(box).getByRole('textbox', { name: 'Email address' }),
      'pit@example.com',
    );
    await userEvent.click(within(box).getByRole('button', { name: 'Subscribe' }));
    await expect(onSubscribe).toHaveBeenCalledWith('pit@example.com');
    await expect(within(box).getByRole('status')).toHaveTextContent('Thanks for subscribing!');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // The store's phone number, under the brand, is the footer's first link.
    const phone = canvas.getByRole('link', { name: '(312) 555-0100' });
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const WithoutSocialLinks: Story = {
  args: { socialLinks: [], tagline: undefined, newsletterDescription: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};
