import { useIntl, useT } from '@/shared/i18n';
import { cardBrandName } from '../lib/brand';
import { isPaymentMethodValid } from '../lib/validity';
import type { PaymentMethod } from '../model/types';
import styles from './PaymentMethodChoice.module.css';

export interface PaymentMethodChoiceProps {
  methods: readonly PaymentMethod[];
  /** Today (yyyy-mm-dd), for the expiry of each method. */
  today: string;
  /** Methods the bank refused in this checkout: shown, not choosable. */
  refusedIds: readonly number[];
  chosen: number | null;
  onChoose: (id: number) => void;
  /** The radio group's name. */
  name: string;
  legend: string;
  /** Said when the client has no method yet. */
  none: string;
  /** Said beside a method the bank refused. */
  refused: string;
  /** The message naming a card ({brand}, {last4}). */
  cardMessage?: string;
}

/** The client's saved payment methods as radio buttons: expired and refused ones shown but disabled. */
export function PaymentMethodChoice({ methods, today, refusedIds, chosen, onChoose, name, legend, none, refused, cardMessage = 'payment.method.card' }: PaymentMethodChoiceProps) {
  const t = useT();
  const intl = useIntl();
  if (methods.length === 0) return <p>{none}</p>;
  return (
    <fieldset className={styles.methods}>
      <legend>{legend}</legend>
      {methods.map((method) => {
        const valid = isPaymentMethodValid(method, today);
        const isRefused = refusedIds.includes(method.id);
        const date = method.expiration_date && intl.formatDate(`${method.expiration_date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Europe/Paris' });
        const label = method.last4 ? t(cardMessage, { brand: cardBrandName(method.brand) ?? method.brand ?? method.platform, last4: method.last4 }) : t(`payment.platform.${method.platform}`);
        const note = isRefused ? refused : date ? t(valid ? 'payment.method.expires' : 'payment.method.expired', { date }) : '';
        return (
          <label key={method.id} className={styles.method}>
            <input type="radio" name={name} value={method.id} checked={chosen === method.id} disabled={!valid || isRefused} onChange={() => onChoose(method.id)} />
            <span>
              {label}
              {note && ` · ${note}`}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
