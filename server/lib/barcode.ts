/** The Luhn check digit of `digits`. */
export function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * A parcel label's barcode: `prefix`, ten digits made from the label's id, and a Luhn check digit.
 * The digits are scrambled so that consecutive labels do not look alike: `id × multiplier + offset`
 * modulo 10^10, a bijection when `multiplier` is prime with 10. Unique because ids are.
 */
export function parcelBarcode(prefix: string, id: number, multiplier: bigint, offset: bigint): string {
  const digits = String((BigInt(id) * multiplier + offset) % 10_000_000_000n).padStart(10, '0');
  return `${prefix}${digits}${luhnDigit(digits)}`;
}
