import { ProductBadges, ProductCard, productSlug, type Product } from '@/entities/product';
import { ALL_PRODUCTS } from '@/entities/collection';
import styles from './ProductGrid.module.css';

/** Where a product of a listing opens: in its collection, or on its own for the whole shop. */
export function productHref(collection: string, product: Product): string {
  return collection === ALL_PRODUCTS ? `/shop/product/${productSlug(product)}` : `/shop/${collection}/${productSlug(product)}`;
}

/** Cards of a listing's first screen, on a phone and on a wide screen: their pictures load with the page. */
const FIRST_SCREEN = 4;

/**
 * The products as linked cards with their badges. A listing's first cards load their pictures with
 * the page; a list further down the page (`belowTheFold`) loads them all as they near the viewport.
 */
export function ProductList({ products, collection, belowTheFold = false }: { products: Product[]; collection: string; belowTheFold?: boolean }) {
  return (
    <ul className={styles.products}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} href={productHref(collection, product)} headingLevel={2} eager={!belowTheFold && index < FIRST_SCREEN} first={!belowTheFold && index < 2}>
            <ProductBadges product={product} withLabel={false} />
          </ProductCard>
        </li>
      ))}
    </ul>
  );
}
