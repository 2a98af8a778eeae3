import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const faq = [
  {
    category: 'Ordering',
    slug: 'ordering',
    items: [
      {
        id: 'delivery-area',
        question: 'How far do you deliver?',
        answer: 'We deliver within a 10-mile radius of each of our stores.',
      },
      {
        id: 'change-order',
        question: 'Can I change my order after placing it?',
        answer: 'Yes. Orders can be modified up to 1 hour before pickup or delivery.',
      },
      {
        id: 'delivery-hours',
        question: 'When do you deliver?',
        answer: 'Delivery runs 11:00 AM-9:30 PM daily, with a $20 minimum order.',
      },
    ],
  },
  {
    category: 'Catering',
    slug: 'catering',
    items: [
      {
        id: 'catering-notice',
        question: 'How much notice do you need for catering?',
        answer: 'We need 48 hours notice, or a week for events of 50 people or more.',
      },
      {
        id: 'catering-packages',
        question: 'Which catering packages do you offer?',
        answer:
          'Backyard BBQ at $25 per person (20 guests minimum), Corporate Grill at $35 (30 minimum) and Smokehouse Feast at $45 (40 minimum).',
      },
    ],
  },
  {
    category: 'Menu & Dietary Restrictions',
    slug: 'menu-dietary',
    items: [
      {
        id: 'ingredients',
        question: 'Who can answer questions about ingredients?',
        answer: 'Call us 9am-9pm daily or send us an e-mail; we reply to e-mails within 24 hours.',
      },
      {
        id: 'sides',
        question: 'Do you have vegetable sides?',
        answer: 'Yes. Browse the Vegetables & Sides recipes for ideas to serve with your order.',
      },
    ],
  },
] as const;

const ordering = faq[0].items;

/**
 * Use Accordion for content people scan by title and open one piece at a time: the Help
 * FAQ, the Smokehouse Club FAQ, long product specifications on small screens. Set
 * `headingLevel` so the titles fit the page outline (FAQ items under h2 categories are
 * h3). Add `allowsMultipleExpanded` when people compare answers. For switching between
 * views of a screen use Tabs.
 */
const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { headingLevel: 3, allowsMultipleExpanded: false, onExpandedChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  render: (args) => (
    <div className="max-w-2xl">
      <Accordion {...args}>
        {ordering.map((item) => (
          <AccordionItem key={item.id} id={item.id} title={item.question}>
            {item.answer}
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click opens an answer; opening another closes the first (one at a time). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', { name: 'How far do you deliver?' });
    const second = canvas.getByRole('button', { name: 'Can I change my order after placing it?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/10-mile radius/)).not.toBeVisible();
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/10-mile radius/)).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/up to 1 hour before/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['change-order']));
  },
};

/** Keyboard: Tab reaches each title, Enter opens, Space closes. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'How far do you deliver?' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/10-mile radius/)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    const second = canvas.getByRole('button', { name: 'Can I change my order after placing it?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

/** With `allowsMultipleExpanded` several answers stay open side by side. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'How far do you deliver?' });
    const third = canvas.getByRole('button', { name: 'When do you deliver?' });
    await userEvent.click(first);
    await userEvent.click(third);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/10-mile radius/)).toBeVisible();
    await expect(canvas.getByText(/\$20 minimum order/)).toBeVisible();
  },
};

/** One answer open from the start. */
export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['change-order'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Can I change my order after placing it?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/up to 1 hour before/)).toBeVisible();
  },
};

/** The Help page: three h2 categories, each with its h3 questions. */
export const HelpFaq: Story = {
  render: (args) => (
    <div className="flex max-w-2xl flex-col gap-10">
      {faq.map(({ category, slug, items }) => (
        <section key={slug} aria-labelledby={`faq-${slug}`} className="flex flex-col gap-3">
          <h2 id={`faq-${slug}`} className="text-2xl font-semibold">
            {category}
          </h2>
          <Accordion {...args} headingLevel={3}>
            {items.map((item) => (
              <AccordionItem key={item.id} id={item.id} title={item.question}>
                {item.answer}
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ordering',
      'Catering',
      'Menu & Dietary Restrictions',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    const catering = within(canvas.getByRole('region', { name: 'Catering' }));
    const notice = catering.getByRole('button', {
      name: 'How much notice do you need for catering?',
    });
    await userEvent.click(notice);
    await expect(catering.getByText(/48 hours notice/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(notice).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A disabled item cannot be opened. */
export const Disabled: Story = {
  render: (args) => (
    <div className="max-w-2xl">
      <Accordion {...args}>
        <AccordionItem id="delivery-area" title="How far do you deliver?">
          {ordering[0].answer}
        </AccordionItem>
        <AccordionItem id="gift-cards" title="Can I pay with a gift card?" isDisabled>
          Gift cards are coming soon.
        </AccordionItem>
      </Accordion>
    </div>
  ),
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole('button', { name: 'Can I pay with a gift card?' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongText: Story = {
  args: { defaultExpandedKeys: ['long'] },
  render: (args) => (
    <div className="max-w-2xl">
      <Accordion {...args}>
        <AccordionItem
          id="long"
          title="Can I change the delivery address, the pickup time or the items in my catering order after I have already paid for it?"
        >
          Yes. Orders can be modified up to 1 hour before pickup or delivery; catering orders need
          48 hours notice, or a week for events of 50 people or more, so changes to the number of
          guests should reach us within the same window. Call us 9am-9pm daily or send us an e-mail;
          we reply within 24 hours. Delivery runs 11:00 AM-9:30 PM daily within a 10-mile radius,
          with a $20 minimum order.
        </AccordionItem>
        <AccordionItem id="delivery-area" title="How far do you deliver?">
          {ordering[0].answer}
        </AccordionItem>
      </Accordion>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Can I change the delivery address/ });
    const chevron = trigger.querySelector('svg')!;
    // The title wraps; the chevron keeps its size at the right edge.
    await expect(chevron.getBoundingClientRect().width).toBe(20);
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const NarrowWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Can I change my order after placing it?' });
    await userEvent.click(trigger);
    await expect(canvas.getByText(/up to 1 hour before/)).toBeVisible();
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
