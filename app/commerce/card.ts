/** Payment-card helpers: brand detection, grouping, Luhn and expiry checks. Pure. */

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** '4242424242424242' → '4242 4242 4242 4242'; American Express groups 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  const groups = cardBrand(digits) === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let index = 0;
  for (const size of groups) {
    if (index >= digits.length) break;
    parts.push(digits.slice(index, index + size));
    index += size;
  }
  return parts.join(' ');
}

export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Accepts 'MM/YY'; a card is valid through the last day of its month. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

export function isExpired(expiry: { month: number; year: number }, today: Date): boolean {
  const current = today.getFullYear() * 12 + today.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

/** Typing helper: '12' → '12/', '1226' → '12/26'. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function lastFour(number: string): string {
  return digitsOnly(number).slice(-4);
}
