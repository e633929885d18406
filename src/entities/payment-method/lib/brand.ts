/** Card brands as the gateway names them (`visa`), written as their owners write them. */
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** A card's brand for people to read; null when the gateway gave none or one we do not know. */
export function cardBrandName(brand: string | null | undefined): string | null {
  return BRANDS[brand ?? ''] ?? null;
}
