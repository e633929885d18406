import { lazy, Suspense } from 'react';
import type { Product } from '@/entities/product';
import { isOneSize, useT } from '@/shared/i18n';
import { Button, useSheetTrigger } from '@/shared/ui';
import styles from './SizeGuideButton.module.css';

// The guide's tables and dialog come when it is first asked for.
const loadGuide = () => import('./SizeGuideSheet');
const SizeGuideSheet = lazy(loadGuide);

/** Whose guide a product takes: a woman's, or a kid's (girls, boys, babies). */
export const guideOf = (product: Pick<Product, 'gender'>): 'woman' | 'kid' => (product.gender === 'WOMAN' ? 'woman' : 'kid');

/**
 * "Size guide", beside a product's sizes: opens the kids' or the women's guide in a sheet, the
 * focus back on the button when it closes. Nothing for a product sold in one size.
 */
export function SizeGuideButton({ product }: { product: Pick<Product, 'gender' | 'variants'> }) {
  const t = useT();
  const sheet = useSheetTrigger(loadGuide);
  if (product.variants.every((variant) => isOneSize(variant.size))) return null;
  return (
    <>
      <Button variant="link" size="small" className={styles.open} {...sheet.buttonProps}>
        {t('sizeGuide.open')}
      </Button>
      {sheet.open ? (
        <Suspense fallback={null}>
          <SizeGuideSheet guide={guideOf(product)} returnFocus={sheet.returnFocus} onClose={sheet.close} />
        </Suspense>
      ) : null}
    </>
  );
}
