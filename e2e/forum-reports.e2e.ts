import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser } from './browser';
import { chooseFromSelect } from './choose-option';

/**
 * Forum reports reach the admin: a customer reports a post in one browser, the admin
 * sees the report in another, dismisses it, and the resolved state is the server's.
 */

describe('forum reports', () => {
  const browser = useBrowser();

  it('a customer reports a thread; the admin reviews it in another browser and dismisses it', async () => {
    // Details no other test sends, so this run's report is the one found.
    const details = `Reported by the e2e run ${Date.now().toString(36)}`;
    const customer = await browser.openAs('customer', '/forum/thread/beating-the-brisket-stall');
    const title = 'Beating the brisket stall: wrap or ride it out?';
    await customer.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await customer.page.getByRole('button', { name: 'Report thread' }).click();
    const dialog = customer.page.getByRole('dialog', { name: 'Report this thread' });
    await chooseFromSelect(dialog.getByRole('button', { name: /Reason/ }), 'Off-topic');
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill(details);
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Report sent').waitFor();
    expect(customer.consoleErrors).toEqual([]);

    const admin = await browser.openAs('admin', '/admin-console');
    await admin.page.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
    await admin.page.getByRole('link', { name: 'Forum Reports' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Forum Reports' }).waitFor();
    const table = admin.page.getByRole('grid', { name: 'Reports' });
    const row = table.getByRole('row').filter({ hasText: details });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain(title);
    expect(text).toContain('Off-topic');
    expect(text).toContain('Casey Customer');
    expect(text).toContain('Open');
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(
      '/forum/thread/beating-the-brisket-stall',
    );
    expect(await axeViolations(admin.page)).toEqual([]);

    const saved = admin.page.waitForResponse(
      (response) =>
        response.url().includes('/api/forum/reports/') && response.request().method() === 'PATCH',
    );
    await row.getByRole('button', { name: /^Dismiss the report/ }).click();
    expect((await saved).status()).toBe(200);
    // It leaves the open list…
    await row.waitFor({ state: 'detached' });

    // …and the server keeps it resolved: a reload of the resolved view lists it as dismissed.
    await admin.page.goto('/admin/forum-reports?status=resolved');
    const resolved = table.getByRole('row').filter({ hasText: details });
    await resolved.waitFor();
    expect(await resolved.textContent()).toContain('Dismissed');
    expect(await resolved.getByRole('button', { name: /^Reopen the report/ }).isVisible()).toBe(
      true,
    );
    expect(admin.consoleErrors).toEqual([]);
  }, 90_000);
});
