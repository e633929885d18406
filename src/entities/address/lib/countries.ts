import { SHIPPING_COUNTRIES, type ShippingCountry } from '@/shared/lib';

/** The shipping countries named in the language `tag`, in its alphabetical order. */
export function countryOptions(tag: string): { value: ShippingCountry; label: string }[] {
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const collator = new Intl.Collator(tag);
  return SHIPPING_COUNTRIES.map((value) => ({ value, label: names.of(value) ?? value })).sort((a, b) => collator.compare(a.label, b.label));
}

/** A country's name in the language `tag`. */
export function countryName(tag: string, country: string): string {
  return new Intl.DisplayNames([tag], { type: 'region' }).of(country) ?? country;
}
