import { useEffect, useRef, useState } from 'react';
import { cardBrandName, isPaymentMethodValid, listPaymentMethods, type PaymentMethod } from '@/entities/payment-method';
import { AddPaymentMethod } from '@/features/shop/payment-method-add';
import { AccountFrame } from '@/widgets/account-frame';
import { useIntl, usePageTitle, useT } from '@/shared/i18n';
import { FormMessage } from '@/shared/ui';
import styles from './AccountPaymentPage.module.css';

/** Today in France, as the server dates a method's validity. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());


function MethodLine({ method }: { method: PaymentMethod }) {
  const t = useT();
  const intl = useIntl();
  const valid = isPaymentMethodValid(method, today());
  const date = method.expiration_date && intl.formatDate(`${method.expiration_date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const name = method.last4
    ? t('payment.method.card', { brand: cardBrandName(method.brand) ?? t(`payment.platform.${method.platform}`), last4: method.last4 })
    : t(`payment.platform.${method.platform}`);
  return (
    <li className={styles.method}>
      <span className={styles.name}>{name}</span>
      {date && <span className={valid ? undefined : styles.expired}>{t(valid ? 'payment.method.expires' : 'payment.method.expired', { date })}</span>}
      {method.is_default && <span className={styles.tag}>{t('payment.method.default')}</span>}
      {method.is_test && <span className={styles.tag}>{t('payment.method.test')}</span>}
    </li>
  );
}

/** /infos/add/payment: the saved payment methods, with their validity, and adding one. */
export default function AccountPaymentPage() {
  const t = useT();
  const title = t('payment.title');
  usePageTitle(title);
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [added, setAdded] = useState(false);
  const addedRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    listPaymentMethods().then(setMethods, () => setMethods([]));
  }, []);

  useEffect(() => {
    if (added) addedRef.current?.focus();
  }, [added]);

  function onAdded() {
    setAdded(true);
    listPaymentMethods().then(setMethods, () => undefined);
  }

  return (
    <AccountFrame title={title} width="narrow" card back>
      <div className={styles.sections}>
        <div role="status">
          {added && (
            <FormMessage ref={addedRef} tone="success" tabIndex={-1}>
              {t('payment.add.saved')}
            </FormMessage>
          )}
        </div>
        <section aria-labelledby="saved-methods">
          <h2 id="saved-methods" className={styles.title}>
            {t('payment.saved.title')}
          </h2>
          {methods && methods.length === 0 && <p className={styles.empty}>{t('payment.saved.empty')}</p>}
          {methods && methods.length > 0 && (
            <ul className={styles.list}>
              {methods.map((method) => (
                <MethodLine key={method.id} method={method} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="add-method">
          <h2 id="add-method" className={styles.title}>
            {t('payment.add.title')}
          </h2>
          <AddPaymentMethod onAdded={onAdded} />
        </section>
      </div>
    </AccountFrame>
  );
}
