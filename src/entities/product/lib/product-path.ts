/** A product's part of an address: its id, then its name as words (`31-t-shirt-raye`); only the id counts. */
export function productSlug(product: { id: number; name: string }): string {
  const words = product.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return words ? `${product.id}-${words}` : String(product.id);
}
