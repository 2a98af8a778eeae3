import type { Locator } from 'playwright';
import { expect } from 'vitest';

/**
 * Chooses `name` in a combobox (the State field) from the keyboard. `typed` must leave `name`
 * first in the list. A click on the option could land beside the list while the form above it
 * still moved on a loaded machine ("<html> intercepts pointer events"), closing it.
 *
 * The typed text replaces the old one in one input event, never through an empty field:
 * emptying it makes React Aria clear the choice in a later render, which closes the list and
 * empties the field again, so a keypress after it opened the whole list (Alabama first).
 */
export async function chooseFromCombobox(combobox: Locator, typed: string, name: string) {
  if ((await combobox.inputValue()) === name) return;
  await combobox.fill(typed);
  const option = combobox.page().getByRole('option', { name, exact: true });
  await option.waitFor();
  await combobox.press('ArrowDown');
  // The key moved to this option, not to the first of a list that changed under it.
  const id = await option.getAttribute('id');
  await expect.poll(() => combobox.getAttribute('aria-activedescendant')).toBe(id);
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
