import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';

/**
 * Messages on the store server (issue 14): what a visitor sends from /contact reaches the
 * admin's Inbox in another browser, and opening it there marks it read.
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
});
