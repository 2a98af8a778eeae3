/**
 * Money is integer cents everywhere; this is the one place it becomes text. Amounts are in the
 * store's currency (its settings), as in Shopify: switching currency changes the symbol and
 * format, never the numbers. The app sets the current currency once from the store's details
 * at start; the server passes it with each call. Stories and tests stay in USD.
 */
const formats = new Map<string, Intl.NumberFormat>();

let currentCurrency = 'USD';

function formatFor(currency: string, decimals = 2): Intl.NumberFormat {
  const key = `${currency}/${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** The currency formatMoney uses when none is given; an unknown code keeps the current one. */
export function setMoneyCurrency(currency: string): void {
  try {
    formatFor(currency);
    currentCurrency = currency;
  } catch {
    console.error(`Unknown currency ${currency}; prices stay in ${currentCurrency}`);
  }
}

export const moneyCurrency = () => currentCurrency;

/** 1249 → '$12.49' (or '€12.49', '£12.49', 'CA$12.49' in the store's currency). */
export function formatMoney(cents: number, currency: string = currentCurrency): string {
  if (!Number.isInteger(cents)) throw new Error(`Money must be integer cents, got ${cents}`);
  return formatFor(currency).format(cents / 100);
}

/** Whole amounts without cents, for sentences and chart axes: 7500 → '$75', 999 → '$9.99'. */
export function formatWholeMoney(cents: number, currency: string = currentCurrency): string {
  return cents % 100 === 0
    ? formatFor(currency, 0).format(cents / 100)
    : formatMoney(cents, currency);
}
