/**
 * The markdown shown on a product, in percent: rounded down to a multiple of 5 (a 33 % markdown
 * shows −30 %); null without a higher price before it.
 */
export function discountPercent(price: number, originalPrice: number | null): number | null {
  if (originalPrice === null || originalPrice <= price || originalPrice <= 0) return null;
  const percent = Math.floor(Math.floor(((originalPrice - price) / originalPrice) * 100 + 1e-9) / 5) * 5;
  return percent > 0 ? percent : null;
}
