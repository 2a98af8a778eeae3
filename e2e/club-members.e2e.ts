import type { Page } from 'playwright';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useBrowser } from './browser';

/**
 * The console's Club Members for real, in two browser contexts: the shopper joins Pit Master
 * (no member discount, so no other file's prices change), the admin finds them by e-mail on
 * /admin/club-members, pauses the membership at its renewal after the confirmation, and the
 * member's own profile, in the other context, says it will be paused.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('the Club Members console screen', () => {
  const browser = useBrowser();

  it('finds a new member by e-mail and pauses them; the member sees it on their profile', async () => {
    const member = await browser.openAs('shopper', '/smokehouse-club');
    const admin = await browser.openAs('admin', '/admin-console');
    onTestFinished(async () => {
      await member.context.close();
      await admin.context.close();
    });

    // The shopper joins Pit Master with a new card.
    const { page } = member;
    await page.getByRole('button', { name: 'Join Pit Master' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join Pit Master' });
    // Other files save cards to this account: its default is offered unless a new card is chosen.
    const newCard = dialog.getByRole('radio', { name: 'A new card' });
    await newCard.or(field(page, 'Card number')).first().waitFor();
    if (await newCard.count()) await dialog.getByText('A new card', { exact: true }).click();
    await field(page, 'Card number').fill('4242424242424242');
    await field(page, 'Expiry').fill('12/30');
    await field(page, 'CVC').fill('123');
    await dialog.getByRole('button', { name: 'Join for $19.00/month' }).click();
    await page.getByText('Welcome to the Smokehouse Club — Pit Master').waitFor();

    // The admin opens Club Members from the console and searches for the member's e-mail.
    const screen = admin.page;
    await screen.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
    // The store runs on the test provider: the console says no real money is taken.
    await screen.getByRole('alert').filter({ hasText: 'Payments: test provider' }).waitFor();
    await screen.getByRole('link', { name: 'Club Members' }).click();
    await screen.getByRole('heading', { level: 1, name: 'Club Members' }).waitFor();
    await screen.getByRole('searchbox', { name: 'Search members' }).fill('shopper@');
    await screen.waitForURL((url) => url.searchParams.get('q') === 'shopper@');
    const table = screen.getByRole('grid', { name: 'Club members' });
    const row = table.getByRole('row', { name: /shopper@example\.com/ });
    await row.waitFor();
    await expect.poll(() => table.locator('tbody [role="row"]').count()).toBe(1);
    expect(await row.innerText()).toContain('Pit Master · $19.00/month');
    expect(await row.innerText()).toContain('Visa ···· 4242');

    // Pause asks first and says what happens, then the row says when it pauses.
    await row.getByRole('button', { name: 'Pause shopper@example.com' }).click();
    const confirm = screen.getByRole('alertdialog', { name: 'Pause Membership' });
    await confirm.getByText(/pauses at its next renewal on/).waitFor();
    await confirm.getByRole('button', { name: 'Pause at renewal' }).click();
    await screen.getByText(/shopper@example\.com's membership pauses on/).waitFor();
    await row.getByText(/^Pauses \w{3} \d{1,2}, \d{4}$/).waitFor();
    expect(await row.getByRole('button', { name: 'Pause shopper@example.com' }).count()).toBe(0);

    // The member's own profile, in the other browser, says the membership will be paused.
    await page.goto('/profile?tab=membership');
    await page.getByRole('heading', { level: 2, name: 'Membership', exact: true }).waitFor();
    await page
      .getByText(
        /^Your membership will be paused on \w{3} \d{1,2}, \d{4}; nothing is charged while it is paused\.$/,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Resume membership' }).waitFor();

    expect(member.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
  }, 180_000);
});
