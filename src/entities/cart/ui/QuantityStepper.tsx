import { useT } from '@/shared/i18n';
import { MAX_CART_QUANTITY } from '../model/types';
import styles from './QuantityStepper.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The most that may be chosen (the stock, at most 10). */
  max?: number;
  /** What the quantity is of, for screen readers ("Quantité, Robe à smocks 4 ans"). */
  label: string;
  disabled?: boolean;
}

/** A quantity from 1 to `max`, one less or one more at a time. */
export function QuantityStepper({ value, onChange, max = MAX_CART_QUANTITY, label, disabled = false }: QuantityStepperProps) {
  const t = useT();
  return (
    <div role="group" aria-label={label} className={styles.stepper}>
      <button type="button" className={styles.step} aria-label={t('shop.cart.quantity.decrease')} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button type="button" className={styles.step} aria-label={t('shop.cart.quantity.increase')} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
