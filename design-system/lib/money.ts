/**
 * Money is integer cents everywhere; this is the one place it becomes text. Amounts are in the
 * store's currency (its settings), as in Shopify: switching currency changes the symbol and
 * format, never the numbers. The app sets the current currency once from the store's details
 * at start; the server passes it with each call. Stories and tests stay in USD.
 */
const formats = new Map<string, Intl.NumberFormat>();

let currentCurrency = 'USD';

function formatFor(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(currency, format);
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
