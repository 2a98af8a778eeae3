import type { Meta, StoryObj } from '@storybook/react-vite';
import { Award, Crown, Flame } from 'lucide-react';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Badge, StatusBadge } from './Badge';
import {
  difficultyTones,
  forumBadgeTones,
  messageTypeTones,
  orderStatusTones,
  paymentStatusTones,
  readStateTones,
  roleTones,
  stockTones,
  userStatusTones,
  type BadgeToneMap,
} from './tones';

const allTones = [
  'neutral',
  'success',
  'warning',
  'danger',
  'info',
  'royal',
  'gold',
  'ember',
  'dark',
] as const;

/** Renders every value of one domain map, the way the screens will. */
function ToneMap({ tones, title }: { tones: BadgeToneMap; title: string }) {
  return (
    <section className="flex flex-col gap-2">
      <Heading level={2} size="sm">
        {title}
      </Heading>
      <div className="flex flex-wrap items-center gap-2">
        {Object.keys(tones).map((value) => (
          <StatusBadge key={value} tones={tones} value={value} />
        ))}
      </div>
    </section>
  );
}

/** The badge whose text is `name`, and its tone class, read from the DOM. */
function badgeNamed(canvasElement: HTMLElement, name: string): HTMLElement {
  const badge = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="badge"]')].find(
    (element) => element.textContent === name,
  );
  if (!badge) throw new Error(`No badge reads '${name}'`);
  return badge;
}

/**
 * Use Badge for a short label that classifies or gives a status: In Stock, Easy,
 * admin, Shipped, Paid, Pitmaster, 'Most Popular'. It is static text, never a control.
 * Take the tone from the maps in `./tones` (or use `StatusBadge`) so a value looks the same
 * on every screen; the text always carries the meaning, tone only reinforces it.
 */
const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'In Stock', tone: 'success' },
  argTypes: {
    tone: { control: 'select', options: allTones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    dot: { control: 'boolean' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('In Stock');
    await expect(badge).toHaveAttribute('data-slot', 'badge');
    await expect(badge).toHaveClass('text-success-800');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      {allTones.map((tone) => (
        <Badge {...args} key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(badgeNamed(canvasElement, 'royal')).toHaveClass('bg-royal-50', 'text-royal-700');
    await expect(badgeNamed(canvasElement, 'gold')).toHaveClass('bg-gold-400');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Small').getBoundingClientRect().height).toBe(20);
    await expect(canvas.getByText('Medium').getBoundingClientRect().height).toBe(24);
  },
};

export const WithIconOrDot: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="gold" icon={Crown} size="md">
        Most Popular
      </Badge>
      <Badge tone="dark" icon={Flame}>
        Hot Deal
      </Badge>
      <Badge tone="success" dot>
        Active
      </Badge>
      <Badge tone="warning" dot>
        Pending
      </Badge>
      <Badge tone="gold" icon={Award}>
        Pitmaster
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const popular = badgeNamed(canvasElement, 'Most Popular');
    await expect(popular.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const active = badgeNamed(canvasElement, 'Active');
    await expect(active.querySelector('[data-slot="badge-dot"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const StockAndDifficulty: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <ToneMap title="Stock" tones={stockTones} />
      <ToneMap title="Recipe difficulty" tones={difficultyTones} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(badgeNamed(canvasElement, 'Out of Stock')).toHaveClass('text-danger-700');
    await expect(badgeNamed(canvasElement, 'Low Stock')).toHaveClass('bg-warning-50');
    await expect(badgeNamed(canvasElement, 'Easy')).toHaveClass('bg-success-50');
    await expect(badgeNamed(canvasElement, 'Intermediate')).toHaveClass('bg-warning-50');
    await expect(badgeNamed(canvasElement, 'Advanced')).toHaveClass('bg-danger-50');
  },
};

export const RolesAndUserStatus: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <ToneMap title="User roles" tones={roleTones} />
      <ToneMap title="User status" tones={userStatusTones} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(badgeNamed(canvasElement, 'Admin')).toHaveClass('text-royal-700');
    await expect(badgeNamed(canvasElement, 'Editor')).toHaveClass('text-info-700');
    await expect(badgeNamed(canvasElement, 'User')).toHaveClass('text-charcoal-800');
    await expect(badgeNamed(canvasElement, 'Inactive')).toHaveAttribute('data-value', 'inactive');
  },
};

export const OrderAndPaymentStatus: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <ToneMap title="Order status" tones={orderStatusTones} />
      <ToneMap title="Payment status" tones={paymentStatusTones} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(badgeNamed(canvasElement, 'Delivered')).toHaveClass('text-success-800');
    await expect(badgeNamed(canvasElement, 'Cancelled')).toHaveClass('text-danger-700');
    await expect(badgeNamed(canvasElement, 'Failed')).toHaveClass('text-danger-700');
  },
};

/** The admin Inbox: each message's type, and whether it has been read. */
export const InboxMessages: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <ToneMap title="Message type" tones={messageTypeTones} />
      <ToneMap title="Read state" tones={readStateTones} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(badgeNamed(canvasElement, 'Forum-report')).toHaveClass('text-danger-700');
    await expect(badgeNamed(canvasElement, 'Unread')).toHaveClass('bg-charcoal-900');
    await expect(badgeNamed(canvasElement, 'Read')).toHaveClass('bg-charcoal-100');
  },
};

/** Values match case-insensitively ('Shipped' on the account page, 'shipped' in admin data). */
export const CaseInsensitive: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <StatusBadge tones={orderStatusTones} value="Shipped" size="md" />
      <StatusBadge tones={orderStatusTones} value="shipped" size="md" />
      <StatusBadge tones={orderStatusTones} value="on hold" size="md" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [account, admin] = canvas.getAllByText('Shipped');
    await expect(account).toHaveClass('bg-royal-50');
    await expect(admin).toHaveClass('bg-royal-50');
    // Unknown values fall back to neutral instead of failing.
    await expect(canvas.getByText('On hold')).toHaveClass('bg-charcoal-100');
  },
};

/** The spec's four earned badges, then 'Member' for someone's first posts. */
export const ForumAuthorBadges: Story = {
  render: () => <ToneMap title="Forum author badges" tones={forumBadgeTones} />,
  play: async ({ canvasElement }) => {
    await expect(badgeNamed(canvasElement, 'Pitmaster')).toHaveClass('bg-gold-400');
    await expect(badgeNamed(canvasElement, 'Smoke Master')).toHaveClass('bg-charcoal-900');
    await expect(badgeNamed(canvasElement, 'Member')).toHaveClass(
      'bg-charcoal-100',
      'text-charcoal-800',
    );
  },
};

/** Badges never wrap: a long label stays on one line and the row wraps instead. */
export const LongText: Story = {
  args: { children: 'Limited Edition: Competition Series Pitmaster Reserve', tone: 'dark' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/Limited Edition/);
    await expect(badge.getBoundingClientRect().height).toBe(20);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div className="flex flex-col gap-4">
      <ToneMap title="Order status" tones={orderStatusTones} />
      <ToneMap title="Forum author badges" tones={forumBadgeTones} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-slot="badge"]');
    await expect(badges).toHaveLength(11);
  },
};
