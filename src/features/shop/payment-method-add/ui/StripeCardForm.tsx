import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { createSetupIntent, paymentErrorKey, saveCard, type PaymentMethod } from '@/entities/payment-method';
import { reportError } from '@/shared/errors';
import { useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import styles from './AddPaymentMethod.module.css';

const SETUP_INTENT_FAILED = { type: 'SETUP_INTENT_FAILED' };

/** A failed card setup goes to error reporting under its label, without the card or the secret. */
function reportSetupFailure(error: unknown) {
  const { type, code, decline_code } = (error ?? {}) as { type?: string; code?: string; decline_code?: string };
  reportError(error instanceof Error ? error : { type, code, decline_code }, { label: 'STRIPE_CONFIRM_CARD_SETUP' });
}

/**
 * Stripe mode: the card field is Stripe's own iframe (the card never reaches our server); the
 * setup intent is confirmed with `confirmCardSetup`. A failure, or Stripe.js not loading, shows
 * SETUP_INTENT_FAILED's message.
 */
export function StripeCardForm({ publishableKey, onSaved }: { publishableKey: string; onSaved: (method: PaymentMethod) => void }) {
  const t = useT();
  const locale = useIntl().locale.slice(0, 2) as 'fr' | 'de' | 'nl' | 'es';
  const labelId = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: Stripe; card: StripeCardElement } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let cancelled = false;
    loadStripe(publishableKey)
      .then((client) => {
        if (cancelled || !mountRef.current) return;
        if (!client) throw new Error('Stripe.js did not load');
        card = client.elements({ locale }).create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        setStripe({ client, card });
      })
      .catch((error: unknown) => {
        reportSetupFailure(error);
        if (!cancelled) setFailure(t(paymentErrorKey(SETUP_INTENT_FAILED)));
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
    // The field is made once per key and language.
  }, [publishableKey, locale]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe) return;
    setFailure(null);
    setPending(true);
    try {
      const secret = await createSetupIntent();
      const { setupIntent, error } = await stripe.client.confirmCardSetup(secret, { payment_method: { card: stripe.card } });
      const methodId = setupIntent?.payment_method;
      if (error || !methodId) throw error ?? SETUP_INTENT_FAILED;
      onSaved(await saveCard(typeof methodId === 'string' ? methodId : methodId.id));
    } catch (error) {
      reportSetupFailure(error);
      setFailure(t(paymentErrorKey(SETUP_INTENT_FAILED)));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} noValidate aria-busy={pending} onSubmit={submit}>
      <div>
        <p className={styles.legend} id={labelId}>
          {t('payment.card.field')}
        </p>
        <div ref={mountRef} className={styles.cardElement} role="group" aria-labelledby={labelId} />
      </div>
      <div role="alert">{failure && <FormMessage tone="failure">{failure}</FormMessage>}</div>
      <Button type="submit" disabled={pending || !stripe}>
        {pending ? t('payment.add.saving') : t('payment.add.submit')}
      </Button>
    </form>
  );
}
