import { lazy, Suspense, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { QuantityStepper, useCart, type CartOutcome } from '@/entities/cart';
import { ecommerceItem, type Product } from '@/entities/product';
import { trackLater } from '@/shared/analytics';
import { formatSize, sizeValues, useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage, Link } from '@/shared/ui';
import styles from './AddToCart.module.css';

// The mini-cart comes when a first piece is added (asked for as the pointer or the focus nears the button).
const loadMiniCart = () => import('./MiniCart');
const MiniCart = lazy(loadMiniCart);

/** The sizes that are the only one of their product: chosen already. */
const ONE_SIZE = ['One size', 'TU'];

const FAILURES: Record<Exclude<CartOutcome, 'done'> | 'no-size', string> = {
  'no-size': 'shop.cart.add.chooseSize',
  'out-of-stock': 'shop.cart.outOfStock',
  limit: 'shop.cart.limit',
  failed: 'shop.cart.add.failed',
};

interface AddToCartProps {
  product: Product;
  /** The look the product is shown in, kept with the line. */
  lookId?: number;
  /** Help in choosing a size (the size guide's button), under the sizes. */
  sizeHelp?: ReactNode;
}

/**
 * Size (in the size guide's order, sold-out sizes shown but not offered), quantity, and the add to
 * the cart with its outcome: the mini-cart opens on the line added; once it is closed, a line
 * says what was added, with a link to the cart.
 */
export function AddToCart({ product, lookId, sizeHelp }: AddToCartProps) {
  const t = useT();
  const intl = useIntl();
  const cart = useCart();
  const id = useId();
  const [only, ...others] = product.variants;
  const preselected = only && !others.length && ONE_SIZE.includes(only.size) && only.is_available ? only.variant_id : null;
  const [variantId, setVariantId] = useState<number | null>(preselected);
  const [quantity, setQuantity] = useState(1);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<CartOutcome | 'no-size' | null>(null);
  /** The size whose line the mini-cart shows, while it is open. */
  const [shown, setShown] = useState<number | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const variant = product.variants.find((candidate) => candidate.variant_id === variantId);

  if (!product.variants.some((candidate) => candidate.is_available)) return <p className={styles.soldOut}>{t('shop.cart.outOfStock')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!variant) {
      setOutcome('no-size');
      return;
    }
    setPending(true);
    const added = await cart.add({ product_id: product.id, variant_id: variant.variant_id, look_id: lookId, quantity });
    setOutcome(added);
    setPending(false);
    if (added === 'done') {
      setShown(variant.variant_id);
      void trackLater({
        event: 'cart',
        action: 'add',
        product_id: product.id,
        variant_id: variant.variant_id,
        quantity,
        value: product.lc_price * quantity,
        ga4: {
          event: 'add_to_cart',
          items: [ecommerceItem(product, variant.size, quantity)],
        },
      });
    }
  };

  const choose = (next: number) => {
    setVariantId(next);
    setOutcome(null);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
      <fieldset className={styles.sizes} aria-describedby={outcome === 'no-size' ? `${id}-failure` : undefined}>
        <legend className={styles.legend}>{t('shop.cart.add.size')}</legend>
        {product.variants.map((option) => (
          <label key={option.variant_id} className={styles.size} data-sold-out={!option.is_available}>
            <input
              type="radio"
              name={`${id}-size`}
              value={option.variant_id}
              checked={variantId === option.variant_id}
              disabled={!option.is_available}
              onChange={() => choose(option.variant_id)}
            />
            <span>
              {formatSize(intl, option.size)}
              {option.is_available ? null : <span className="visually-hidden">, {t('shop.cart.add.soldOut')}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {sizeHelp}
      <div className={styles.quantity}>
        <span className={styles.legend} aria-hidden="true">
          {t('shop.cart.quantity.label')}
        </span>
        <QuantityStepper value={quantity} onChange={setQuantity} label={t('shop.cart.quantity.label')} />
      </div>
      <Button ref={submitRef} type="submit" disabled={pending || cart.status === 'loading'} onPointerEnter={() => void loadMiniCart()} onFocus={() => void loadMiniCart()}>
        {t('shop.cart.add.submit')}
      </Button>
      <FormMessage tone="success">
        {outcome === 'done' && variant && shown === null ? (
          <>
            {t('shop.cart.add.added', { name: product.name, ...sizeValues(intl, variant.size) })} <Link href="/shop/cart">{t('shop.cart.add.viewCart')}</Link>
          </>
        ) : null}
      </FormMessage>
      <FormMessage tone="failure" id={`${id}-failure`}>
        {outcome && outcome !== 'done' ? t(FAILURES[outcome]) : null}
      </FormMessage>
      {shown !== null ? (
        <Suspense fallback={null}>
          <MiniCart variantId={shown} returnFocus={submitRef} onClose={() => setShown(null)} />
        </Suspense>
      ) : null}
    </form>
  );
}
