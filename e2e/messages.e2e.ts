import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../server/test/mailbox';
import { checkInboxMessage } from '../app/layout/newsletter-schema';
import { axeViolations, useBrowser } from './browser';

/**
 * Messages on the store server: what a visitor sends from /contact reaches the
 * admin's Inbox in another browser, and opening it there marks it read; the admin's reply
 * arrives by e-mail; a newsletter sign-up is confirmed from its e-mail, and the welcome's link
 * unsubscribes.
 */

describe('messages reach the admin', () => {
  const browser = useBrowser();

  it('a message sent from /contact appears in the Inbox of another browser and is read once opened', async () => {
    // A subject no other test sends, so this run's message is the one found.
    const subject = `Smoker rental ${Date.now()}`;
    const visitor = await browser.open('/contact');
    const form = visitor.page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Dana Visitor');
    await form.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Do you rent out an offset smoker for a weekend?\nWe are 30 people.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await visitor.page.getByText('Thanks, Dana Visitor! We reply within 24 hours.').waitFor();
    expect(visitor.consoleErrors).toEqual([]);

    const admin = await browser.openAs('admin', '/admin-console');
    await admin.page.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
    await admin.page.getByRole('link', { name: 'Inbox' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    const table = admin.page.getByRole('grid', { name: 'Messages' });
    const row = table.getByRole('row', { name: new RegExp(subject) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Contact');
    expect(await row.textContent()).toContain('Dana Visitor');
    expect(await row.textContent()).toContain('dana@example.com');
    expect(await row.textContent()).toContain('Unread');
    expect(await axeViolations(admin.page)).toEqual([]);

    await row.getByRole('button', { name: `Open message from Dana Visitor: ${subject}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: subject });
    await dialog.getByText('Do you rent out an offset smoker for a weekend?').waitFor();
    await dialog.getByText('Read', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => row.textContent()).not.toContain('Unread');
    expect(await row.textContent()).toContain('Read');

    // The server kept it: a reload, filtered to read messages, still lists it.
    await admin.page.goto('/admin/inbox?status=read');
    await table.getByRole('row', { name: new RegExp(subject) }).waitFor();
    expect(admin.consoleErrors).toEqual([]);
  }, 60_000);

  it('the admin replies by e-mail to a message sent from /contact, and the reply arrives', async () => {
    const subject = `Brisket by the pound ${Date.now()}`;
    const email = `reply-${Date.now()}@example.com`;
    const visitor = await browser.open('/contact');
    const form = visitor.page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Riley Reader');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you sell brisket by the pound?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await visitor.page.getByText('Thanks, Riley Reader! We reply within 24 hours.').waitFor();

    const admin = await browser.openAs('admin', `/admin/inbox?q=${encodeURIComponent(subject)}`);
    const table = admin.page.getByRole('grid', { name: 'Messages' });
    const row = table.getByRole('row', { name: new RegExp(subject) });
    await row.getByRole('button', { name: `Open message from Riley Reader: ${subject}` }).click();
    await admin.page
      .getByRole('dialog', { name: subject })
      .getByRole('button', { name: 'Reply by e-mail' })
      .click();
    const reply = admin.page.getByRole('dialog', { name: 'Reply by e-mail' });
    await expect
      .poll(() => reply.getByRole('textbox', { name: 'Subject' }).inputValue())
      .toBe(`Re: ${subject}`);
    await reply
      .getByRole('textbox', { name: 'Message' })
      .fill('Yes: $24 a pound, sliced to order.');
    expect(await axeViolations(admin.page)).toEqual([]);
    // (Not checked after sending: React Aria's announcement of the pending button points at it
    // for 7 s after the dialog has closed, which axe reports.)
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await admin.page.getByText(`Your reply was e-mailed to ${email}.`).waitFor();
    await expect.poll(async () => row.textContent()).toContain('Replied');

    const mail = await waitForMail(inject('mailApiUrl'), email, new RegExp(`^Re: ${subject}$`));
    expect(mail.text).toContain('Yes: $24 a pound, sliced to order.');
    expect(mail.text).toContain('> Do you sell brisket by the pound?');
    expect(admin.consoleErrors).toEqual([]);
  }, 60_000);

  it("a footer sign-up is subscribed only once its e-mailed link is opened; the welcome's link unsubscribes", async () => {
    const email = `fan-${Date.now()}@example.com`;
    const signUp = async () => {
      const visitor = await browser.open('/');
      const form = visitor.page.getByRole('form', { name: 'Newsletter sign-up' });
      await form.getByRole('textbox', { name: 'Email address' }).fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      return { visitor, form };
    };
    const first = await signUp();
    await first.form.getByText(checkInboxMessage).waitFor();
    const mail = await waitForMail(inject('mailApiUrl'), email, /^Confirm your .* newsletter/);
    const link = new URL(/^http\S+$/m.exec(mail.text)![0]);
    expect(link.pathname).toBe('/newsletter/confirm');

    // The reader opens the link (another browser, as from a mail client): the page says so.
    const reader = await browser.open(`${link.pathname}${link.search}`);
    await reader.page.getByRole('heading', { level: 1, name: "You're subscribed" }).waitFor();
    await reader.page.getByText(new RegExp(`to ${email.replace(/[.]/g, '\\.')} about`)).waitFor();
    expect(await axeViolations(reader.page)).toEqual([]);
    expect(reader.consoleErrors).toEqual([]);

    // Subscribed now: the footer says so under the field, in the first browser.
    await first.form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await first.form.getByRole('button', { name: 'Subscribe' }).click();
    await first.form.getByText("You're already subscribed").waitFor();

    // The welcome's unsubscribe link works; an altered one is refused.
    const welcome = await waitForMail(inject('mailApiUrl'), email, /^Welcome to the/);
    const unsubscribe = new URL(/Unsubscribe: (\S+)/.exec(welcome.text)![1]!);
    await reader.page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await reader.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await reader.page.getByRole('heading', { level: 1, name: "You're unsubscribed" }).waitFor();
    const forged = await browser.open(
      `/unsubscribe?token=${unsubscribe.searchParams.get('token')}x`,
    );
    await forged.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await forged.page.getByRole('heading', { level: 1, name: "This link doesn't work" }).waitFor();

    // The sign-up is gone: signing up again asks for a confirmation, not "already subscribed".
    await (await signUp()).form.getByText(checkInboxMessage).waitFor();
    // The refused sign-up (409) was the test's own; the page itself logged nothing else.
    expect(first.visitor.consoleErrors.filter((text) => !text.includes('409'))).toEqual([]);
  }, 90_000);
});
