/**
 * Gift card codes: 16 characters of Crockford's base32 (no I, L, O or U, so nothing is misread),
 * 80 random bits, shown as XXXX-XXXX-XXXX-XXXX. Typed codes are accepted in any case, with or
 * without dashes and spaces, and with O/I/L read as 0/1/1 as Crockford intends.
 */
export const giftCardAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const giftCardCodeLength = 16;

export const malformedGiftCardMessage = 'Enter the 16-character code from your gift card e-mail';
export const unknownGiftCardMessage = "We don't recognise that gift card code";
export const usedUpGiftCardMessage = 'This gift card has no balance left';

const wellFormed = new RegExp(`^[${giftCardAlphabet}]{${giftCardCodeLength}}$`);

/** The code as stored and hashed: upper case, no separators; undefined when malformed. */
export function normalizeGiftCardCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return wellFormed.test(code) ? code : undefined;
}

/** XXXX-XXXX-XXXX-XXXX, as the e-mail prints it. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * A new code from random bytes (the server passes node:crypto's randomBytes): each byte's low
 * five bits pick one of the 32 letters, so every letter is equally likely.
 */
export function newGiftCardCode(randomBytes: (size: number) => Uint8Array): string {
  return Array.from(randomBytes(giftCardCodeLength), (byte) => giftCardAlphabet[byte & 31]).join(
    '',
  );
}
