import { useEffect, useId, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import {
  getPaymentPlatforms,
  paymentErrorKey,
  saveApprovedPlatform,
  startRedirectPlatform,
  type PaymentMethod,
  type PaymentPlatform,
  type PaymentPlatforms,
} from '@/entities/payment-method';
import { useT } from '@/shared/i18n';
import { Button, FormMessage, LoadingBar } from '@/shared/ui';
import { SandboxCardForm } from './SandboxCardForm';
import { StripeCardForm } from './StripeCardForm';
import styles from './AddPaymentMethod.module.css';

export interface AddPaymentMethodProps {
  /** Adding it for a shop purchase (offers the shop-only platforms). */
  forShop?: boolean;
  onAdded: (method: PaymentMethod) => void;
}

/** The approval a redirect platform sends back in the address, taken out of it once read. */
function takeRedirectResult(): { result: string; gateway: 'stripe' | 'adyen' } | null {
  const url = new URL(window.location.href);
  const result = url.searchParams.get('redirect_result');
  const gateway = url.searchParams.get('payment_gateway');
  if (!result || (gateway !== 'stripe' && gateway !== 'adyen')) return null;
  url.searchParams.delete('redirect_result');
  url.searchParams.delete('payment_gateway');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return { result, gateway };
}

/**
 * The whole add flow: the platform choice, then the card form (Stripe's field in Stripe mode, the
 * test card form in sandbox mode) or the redirect to the platform's approval, and the save once the
 * payer is back from it.
 */
export function AddPaymentMethod({ forShop = false, onAdded }: AddPaymentMethodProps) {
  const t = useT();
  const id = useId();
  const [platforms, setPlatforms] = useState<PaymentPlatforms | null>(null);
  const [chosen, setChosen] = useState<PaymentPlatform | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pending, setPending] = useState(false);

  function load() {
    setLoadFailed(false);
    getPaymentPlatforms(forShop).then(
      (answer) => {
        setPlatforms(answer);
        setChosen(answer.platforms[0] ?? null);
      },
      () => setLoadFailed(true),
    );
  }

  useEffect(() => {
    load();
    const back = takeRedirectResult();
    if (back) {
      setPending(true);
      saveApprovedPlatform(back.result, back.gateway)
        .then(onAdded, (error: unknown) => setFailure(t(paymentErrorKey(error))))
        .finally(() => setPending(false));
    }
    // Once, when the flow opens.
  }, []);

  async function redirect(platform: PaymentPlatform) {
    setFailure(null);
    setPending(true);
    try {
      window.location.assign(await startRedirectPlatform(platform.platform, platform.payment_gateway, window.location.pathname));
    } catch (error) {
      setFailure(t(paymentErrorKey(error)));
      setPending(false);
    }
  }

  if (loadFailed) {
    return (
      <div className={styles.root}>
        <FormMessage tone="failure" role="alert">
          {t('payment.add.loadFailed')}
        </FormMessage>
        <Button variant="secondary" onClick={load}>
          {t('payment.add.retry')}
        </Button>
      </div>
    );
  }
  if (!platforms || !chosen) return <LoadingBar active />;

  const platformName = (platform: PaymentPlatform) => t(`payment.platform.${platform.platform}`);
  const legendId = `${id}-legend`;
  return (
    <div className={styles.root} aria-busy={pending}>
      {platforms.platforms.length > 1 && (
        <div className={styles.platforms}>
          <p id={legendId} className={styles.legend}>
            {t('payment.add.choose')}
          </p>
          <RadioGroup.Root
            className={styles.platforms}
            aria-labelledby={legendId}
            value={chosen.platform}
            disabled={pending}
            onValueChange={(value) => setChosen(platforms.platforms.find((p) => p.platform === value) ?? chosen)}
          >
            {platforms.platforms.map((platform) => (
              <div key={platform.platform} className={styles.option}>
                <RadioGroup.Item id={`${id}-${platform.platform}`} value={platform.platform} className={styles.radio}>
                  <RadioGroup.Indicator className={styles.radioDot} />
                </RadioGroup.Item>
                <label htmlFor={`${id}-${platform.platform}`}>{platformName(platform)}</label>
              </div>
            ))}
          </RadioGroup.Root>
        </div>
      )}
      {chosen.is_redirect ? (
        <>
          <p className={styles.hint}>{t('payment.add.redirectHint', { platform: platformName(chosen) })}</p>
          <Button disabled={pending} onClick={() => void redirect(chosen)}>
            {t('payment.add.continue', { platform: platformName(chosen) })}
          </Button>
        </>
      ) : platforms.mode === 'stripe' && platforms.publishable_key ? (
        <StripeCardForm publishableKey={platforms.publishable_key} onSaved={onAdded} />
      ) : (
        <SandboxCardForm onSaved={onAdded} />
      )}
      <div role="alert">{failure && <FormMessage tone="failure">{failure}</FormMessage>}</div>
    </div>
  );
}
