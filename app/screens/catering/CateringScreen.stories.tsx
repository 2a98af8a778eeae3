import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cateringContact, cateringHighlights, cateringPackages } from '@fixtures/catering';
import { ApiError } from '../../data/api';
import { CateringScreen } from './CateringScreen';

/** /catering on the fixtures, on a fixed day (22 November 2026) so the date rules are stable. */
const meta = {
  title: 'Screens/Content/Catering',
  component: CateringScreen,
  parameters: { layout: 'fullscreen', route: '/catering' },
  args: {
    packages: cateringPackages,
    highlights: cateringHighlights,
    contact: cateringContact,
    today: '2026-11-22',
    onSubmit: fn(async () => undefined),
  },
  beforeEach: () => {
    // Each story starts with an empty form, whatever an earlier story left as a draft.
    sessionStorage.removeItem('ff.draft.catering');
  },
} satisfies Meta<typeof CateringScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const selectPackage = (canvas: Canvas, name: string) =>
  canvas.getByRole('button', { name: `Select Package: ${name}` });

/** Types a date into the Event Date segments: month, day, year. */
async function typeEventDate(canvas: Canvas, mmddyyyy: string) {
  await userEvent.click(canvas.getByRole('spinbutton', { name: /month, Event Date/ }));
  await userEvent.keyboard(mmddyyyy);
  await userEvent.tab();
}

async function fillValidRequest(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Pat Smoker');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
  await typeEventDate(canvas, '12052026');
  await userEvent.click(selectPackage(canvas, 'Corporate Grill'));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Number of Guests' }), '40');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Event Details' }), 'Office lunch.');
}

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(7);
    for (const name of ['Backyard BBQ', 'Corporate Grill', 'Smokehouse Feast']) {
      await expect(selectPackage(canvas, name)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(canvas.getByText('$25.00')).toBeVisible();
    await expect(canvas.getByText('Minimum 40 guests')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Request a Quote' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '(312) 555-0187' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Catering' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit Request' })).toBeVisible();
  },
};

/** 'Select Package' highlights the chosen package and fills the form's Package field. */
export const SelectPackage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(selectPackage(canvas, 'Smokehouse Feast'));
    await expect(selectPackage(canvas, 'Smokehouse Feast')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(selectPackage(canvas, 'Corporate Grill'));
    await expect(selectPackage(canvas, 'Corporate Grill')).toHaveAttribute('aria-pressed', 'true');
    await expect(selectPackage(canvas, 'Smokehouse Feast')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const field = canvasElement.querySelector<HTMLElement>('[data-slot="select"]')!;
    await expect(within(field).getByRole('button')).toHaveTextContent('Corporate Grill');
    await expect(canvas.getByText('Corporate Grill: at least 30 guests.')).toBeVisible();
  },
};

/** An empty submit names every required field and sends nothing. */
export const InvalidEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Event date is required',
      'Number of guests is required',
      'Package is required',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** Too few guests for the package, and a date in the past: both say what to fix. */
export const InvalidGuestsAndDate: Story = {
  play: async ({ args, canvas }) => {
    await fillValidRequest(canvas);
    const guests = canvas.getByRole('textbox', { name: 'Number of Guests' });
    await userEvent.clear(guests);
    await userEvent.type(guests, '25');
    await userEvent.tab();
    await expect(await canvas.findByText('Corporate Grill needs at least 30 guests')).toBeVisible();
    await typeEventDate(canvas, '11012026');
    await expect(await canvas.findByText('The event date must be in the future')).toBeVisible();
    // A package with a lower minimum clears the guests' message at once.
    await userEvent.click(selectPackage(canvas, 'Backyard BBQ'));
    await expect(canvas.queryByText(/needs at least/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Smoker');
  },
};

/** 48 hours' notice, and a week for 50 or more guests. */
export const InvalidNotice: Story = {
  play: async ({ canvas }) => {
    await fillValidRequest(canvas);
    await typeEventDate(canvas, '11232026');
    await expect(
      await canvas.findByText('Catering needs 48 hours notice: choose November 24, 2026 or later'),
    ).toBeVisible();
    await typeEventDate(canvas, '11262026');
    const guests = canvas.getByRole('textbox', { name: 'Number of Guests' });
    await userEvent.clear(guests);
    await userEvent.type(guests, '60');
    await userEvent.tab();
    await expect(
      await canvas.findByText(
        "Events for 50 or more guests need a week's notice: choose November 29, 2026 or later",
      ),
    ).toBeVisible();
  },
};

/** A valid request is sent and the confirmation shows the estimate: 40 × $35.00. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    await fillValidRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Pat Smoker',
        email: 'pat@example.com',
        eventDate: '2026-12-05',
        guests: 40,
        packageId: 'corporate-grill',
        details: 'Office lunch.',
      }),
    );
    const confirmation = await canvas.findByRole('status');
    await expect(confirmation).toHaveTextContent('Thanks, Pat Smoker!');
    await expect(confirmation).toHaveTextContent(
      'Corporate Grill for 40 guests on December 5, 2026: an estimated $1,400.00 (40 × $35.00 per person)',
    );
    await expect(confirmation.parentElement).toHaveFocus();
    // The form is ready for another request, and the draft is gone.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(sessionStorage.getItem('ff.draft.catering')).not.toContain('Pat Smoker');
  },
};

/** A failed send keeps everything typed and says so above the button. */
export const SendFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await fillValidRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(
      await canvas.findByText('Your request could not be sent. Please try again, or call us.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('pat@example.com');
  },
};

/**
 * The server checks the request again, against its own packages: its field messages show
 * under the fields they are about (the first is focused), and everything typed stays.
 */
export const ServerRefusesFields: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        new ApiError(400, 'invalid', 'Some fields need attention', {
          'details.guests': 'Corporate Grill needs at least 45 guests',
          body: 'Keep the event details under 2000 characters',
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await fillValidRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByText('Corporate Grill needs at least 45 guests')).toBeVisible();
    await expect(canvas.getByText('Keep the event details under 2000 characters')).toBeVisible();
    const guests = canvas.getByRole('textbox', { name: 'Number of Guests' });
    await waitFor(() => expect(guests).toHaveFocus());
    await expect(guests).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Smoker');
  },
};
