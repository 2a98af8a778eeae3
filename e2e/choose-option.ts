import type { Locator } from 'playwright';
import { expect } from 'vitest';

/**
 * Chooses `name` in a combobox (the State field) from the keyboard: types `typed` afresh, waits
 * for the option, then ArrowDown and Enter, and waits until the field shows it. `typed` must
 * leave `name` first in the list. A click on the option could land beside the list while the
 * form above it still moved on a loaded machine ("<html> intercepts pointer events"), closing it.
 */
export async function chooseFromCombobox(combobox: Locator, typed: string, name: string) {
  await combobox.fill('');
  await combobox.fill(typed);
  await combobox.page().getByRole('option', { name, exact: true }).waitFor();
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  await expect.poll(() => combobox.inputValue()).toBe(name);
}

/**
 * Chooses `name` in a select (Role, Status, Currency, Reason) from the keyboard: Enter on its
 * button opens the list, the option takes the focus and Enter chooses it; then the list is gone
 * and the button names the choice. Same reason as above: no click on a list that may move.
 */
export async function chooseFromSelect(trigger: Locator, name: string) {
  await trigger.press('Enter');
  const option = trigger.page().getByRole('option', { name, exact: true });
  await option.focus();
  await option.press('Enter');
  await option.waitFor({ state: 'hidden' });
  await expect.poll(() => trigger.textContent()).toMatch(new RegExp(`\\b${name}\\b`));
}
