import { ProductBadges, ProductCard, productSlug, type Product } from '@/entities/product';
import { ALL_PRODUCTS } from '@/entities/collection';
import styles from './ProductGrid.module.css';

/** Where a product of a listing opens: in its collection, or on its own for the whole shop. */
export function productHref(collection: string, product: Product): string {
  return collection === ALL_PRODUCTS ? `/shop/product/${productSlug(product)}` : `/shop/${collection}/${productSlug(product)}`;
}

/** Cards of the first screen, on a phone and on a wide screen: their pictures load with the page. */
const FIRST_SCREEN = 4;

/** The products as linked cards with their badges. */
export function ProductList({ products, collection }: { products: Product[]; collection: string }) {
  return (
    <ul className={styles.products}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} href={productHref(collection, product)} headingLevel={2} eager={index < FIRST_SCREEN}>
            <ProductBadges product={product} withLabel={false} />
          </ProductCard>
        </li>
      ))}
    </ul>
  );
}
