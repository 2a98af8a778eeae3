import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { expect } from 'storybook/test';
import { List, ListItem } from './List';

const steps = [
  'Trim the brisket, leaving a quarter inch of fat cap.',
  'Apply the rub generously on all sides and rest overnight.',
  'Smoke at 225°F until the internal temperature reaches 165°F.',
  'Wrap in butcher paper and cook to 203°F, then rest for an hour.',
];

/**
 * Use List for any run of related items: ingredients (`bullet`), recipe instructions
 * (`numbered`, large numbered circles), key features and tier benefits (`check`), settings and
 * activity rows (`divided`), links in a footer column (`plain`). It renders a real ul or ol,
 * so screen readers announce the count and position.
 */
const meta = {
  title: 'Primitives/List',
  component: List,
  args: { variant: 'bullet', spacing: 'md' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['bullet', 'numbered', 'check', 'plain', 'divided'],
    },
    spacing: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  render: (args) => (
    <List {...args} className="max-w-lg">
      <ListItem>2 tbsp smoked paprika</ListItem>
      <ListItem>1 tbsp coarse black pepper</ListItem>
      <ListItem>1 tbsp kosher salt</ListItem>
      <ListItem>2 tsp garlic powder</ListItem>
    </List>
  ),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ingredients. */
export const Bullet: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Recipe instructions: an ordered list with numbered circles. */
export const Numbered: Story = {
  args: { variant: 'numbered', spacing: 'lg' },
  render: (args) => (
    <List {...args} className="max-w-lg">
      {steps.map((step) => (
        <ListItem key={step}>{step}</ListItem>
      ))}
    </List>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    const numbers = items.map((item) => getComputedStyle(item, '::before').content);
    // The circles count 1, 2, 3, 4 (generated from the list's own counter).
    await expect(numbers.every((content) => content !== 'none' && content !== '')).toBe(true);
    const circle = getComputedStyle(items[0]!, '::before');
    await expect([circle.width, circle.height]).toEqual(['32px', '32px']);
  },
};

/** Key features and tier benefits. */
export const Check: Story = {
  args: { variant: 'check' },
  render: (args) => (
    <List {...args} className="max-w-lg">
      <ListItem>Monthly seasoning box</ListItem>
      <ListItem>Full recipe library</ListItem>
      <ListItem>Quarterly special releases</ListItem>
      <ListItem>Live workshops with our pitmasters</ListItem>
    </List>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const item of items) {
      await expect(item.querySelector('[data-slot="list-item-check"]')).toHaveAttribute(
        'aria-hidden',
        'true',
      );
    }
    await expect(canvas.getByRole('list')).toHaveAttribute('role', 'list');
  },
};

export const Divided: Story = {
  args: { variant: 'divided', size: 'sm' },
  render: (args) => (
    <List {...args} className="max-w-md">
      <ListItem>Password changed · 2 hours ago</ListItem>
      <ListItem>New sign-in from Chicago, IL · Yesterday</ListItem>
      <ListItem>Two-factor authentication enabled · 3 days ago</ListItem>
    </List>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    // A rule between rows, none after the last.
    await expect(getComputedStyle(items[0]!).borderBottomWidth).toBe('1px');
    await expect(getComputedStyle(items[2]!).borderBottomWidth).toBe('0px');
  },
};

export const Plain: Story = {
  args: { variant: 'plain', spacing: 'sm', size: 'sm' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).listStyleType).toBe('none');
  },
};

/** Contact details and delivery notes: an icon per item instead of a marker. */
export const WithIcons: Story = {
  args: { variant: 'plain', spacing: 'md', size: 'sm' },
  render: (args) => (
    <List {...args} className="max-w-sm">
      <ListItem icon={Phone}>(312) 555-0142</ListItem>
      <ListItem icon={Mail}>hello@forgeandflame.example</ListItem>
      <ListItem icon={MapPin}>1200 W Fulton Market, Chicago, IL 60607</ListItem>
      <ListItem icon={Clock}>Mon–Fri 11:00 AM–10:00 PM</ListItem>
    </List>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]!.querySelector('[data-slot="list-item-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(items[0]).toHaveTextContent('(312) 555-0142');
  },
};

export const Spacing: Story = {
  render: () => (
    <div className="flex gap-8">
      {(['none', 'sm', 'md', 'lg'] as const).map((spacing) => (
        <List key={spacing} variant="check" spacing={spacing} size="sm" aria-label={spacing}>
          <ListItem>Seasoning</ListItem>
          <ListItem>Sauces</ListItem>
          <ListItem>Accessories</ListItem>
        </List>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['none', 'sm', 'md', 'lg'].map(
      (name) => canvas.getByRole('list', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
  },
};

export const LongText: Story = {
  args: { variant: 'numbered' },
  render: (args) => (
    <List {...args} className="max-w-xs">
      <ListItem>
        Mix the brown sugar, smoked paprika, chili powder, garlic powder, onion powder, cumin and
        cayenne in a bowl, then rub the mixture generously into every side of the pork shoulder.
      </ListItem>
      <ListItem>Rest.</ListItem>
    </List>
  ),
  play: async ({ canvas }) => {
    const [long] = canvas.getAllByRole('listitem');
    await expect(long!.scrollWidth).toBeLessThanOrEqual(long!.clientWidth);
  },
};

export const Empty: Story = {
  render: (args) => <List {...args} aria-label="No ingredients yet" />,
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { variant: 'numbered', spacing: 'lg' },
  render: Numbered.render,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
