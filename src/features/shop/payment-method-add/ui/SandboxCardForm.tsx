import { useId, useRef, useState, type FormEvent } from 'react';
import { confirmSandboxCard, createSetupIntent, paymentErrorKey, saveCard, type PaymentMethod } from '@/entities/payment-method';
import { useT } from '@/shared/i18n';
import { Button, FormMessage, TextField } from '@/shared/ui';
import { parseExpiry } from '../lib/expiry';
import styles from './AddPaymentMethod.module.css';

/** Stripe's test cards the sandbox knows, with what they do. */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'success'],
  ['4000 0000 0000 9995', 'insufficient'],
  ['4000 0027 6000 3184', 'secure'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 0069', 'expired'],
] as const;

/** Sandbox mode: our own card form, clearly labelled as test mode; the card goes to the sandbox gateway only. */
export function SandboxCardForm({ onSaved }: { onSaved: (method: PaymentMethod) => void }) {
  const t = useT();
  const bannerId = useId();
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const expiryRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expiry = parseExpiry(String(form.get('expiry')));
    setFailure(null);
    if (!expiry) {
      setExpiryError(t('payment.card.invalidExpiry'));
      expiryRef.current?.focus();
      return;
    }
    setExpiryError(null);
    setPending(true);
    try {
      const secret = await createSetupIntent();
      const number = String(form.get('number')).replace(/\s+/g, ' ').trim();
      const methodId = await confirmSandboxCard(secret, { number, exp_month: expiry.month, exp_year: expiry.year, cvc: String(form.get('cvc')).trim() });
      onSaved(await saveCard(methodId));
    } catch (error) {
      setFailure(t(paymentErrorKey(error)));
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} noValidate aria-describedby={bannerId} aria-busy={pending} onSubmit={submit}>
      <div id={bannerId} className={styles.banner}>
        <p className={styles.bannerTitle}>{t('payment.sandbox.banner')}</p>
        <p className={styles.hint}>{t('payment.sandbox.intro')}</p>
        <ul className={styles.testCards}>
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <code>{number}</code> — {t(`payment.sandbox.card.${outcome}`)}
            </li>
          ))}
        </ul>
      </div>
      <TextField label={t('payment.card.number')} name="number" inputMode="numeric" autoComplete="cc-number" required maxLength={23} />
      <div className={styles.row}>
        <TextField
          ref={expiryRef}
          label={t('payment.card.expiry')}
          hint={t('payment.card.expiryHint')}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          maxLength={7}
          error={expiryError}
        />
        <TextField label={t('payment.card.cvc')} name="cvc" inputMode="numeric" autoComplete="cc-csc" required maxLength={4} />
      </div>
      <div role="alert">
        {failure && (
          <FormMessage ref={failureRef} tone="failure" tabIndex={-1}>
            {failure}
          </FormMessage>
        )}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t('payment.add.saving') : t('payment.add.submit')}
      </Button>
    </form>
  );
}
