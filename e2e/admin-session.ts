import type { Page } from 'playwright';

/** The seeded administrator (scripts/identity/seed.mjs; README "Identity service"). */
export const adminAccount = { email: 'admin@example.com', password: 'Smokehouse#Admin1' };

/**
 * Opens /admin-console signed in as the seeded admin. The admin guard sends a signed-out
 * browser to /login?redirect=%2Fadmin-console: this signs in there with Email and Password
 * and 'Login', and the login page comes back to the console. A browser signed in with
 * another account ('Not authorised') signs out first.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-console');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  if ((await heading.textContent())?.trim() === 'Not authorised') {
    await page.getByRole('link', { name: 'Sign in with another account' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
  }
  if (new URL(page.url()).pathname === '/login') {
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(adminAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(adminAccount.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-console');
  }
  await page.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
}
