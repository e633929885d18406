import { useRef, useState, type FormEvent } from 'react';
import { getGiftCard, GiftCardArt, redeemGiftCard, type GiftCard } from '@/entities/gift-card';
import { isProblem } from '@/shared/api';
import { formatPrice, useIntl, usePageTitle, useT } from '@/shared/i18n';
import { Button, FormMessage, Link, TextField } from '@/shared/ui';
import { AccountFrame } from '@/widgets/account-frame';
import styles from './AddGiftCardPage.module.css';

/** The longest code the field takes (LC-XXXX-XXXX-XXXX is 17; spaces around are trimmed). */
const CODE_MAX = 40;

type Step =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'checked'; card: GiftCard }
  | { name: 'redeeming'; card: GiftCard }
  | { name: 'redeemed'; card: GiftCard; balance: number };

/** The refusals with their own message (seed 001 §8); any other answer is the generic invalid code. */
export function codeErrorKey(error: unknown): string {
  if (!isProblem(error)) return 'giftcard.add.failure';
  if (error.type === 'GIFT_CARD_ALREADY_USED' || error.type === 'GIFT_CARD_EXPIRED') return `website.error.code.${error.type}`;
  if (error.status >= 500 || error.status === 429) return 'giftcard.add.failure';
  return 'website.error.code.invalid';
}

/**
 * /infos/add-giftcard: a gift card's code, trimmed, checked (its amount, its giver, their words),
 * then added to the wallet, with the new balance and the way to the wallet.
 */
export default function AddGiftCardPage() {
  const t = useT();
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const price = (amount: number) => formatPrice(intl, amount);
  usePageTitle(t('giftcard.add.title'));

  async function check(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError('giftcard.add.codeMissing');
      field.current?.focus();
      return;
    }
    setCode(trimmed);
    setError(null);
    setStep({ name: 'checking' });
    try {
      setStep({ name: 'checked', card: await getGiftCard(trimmed) });
    } catch (failure) {
      setStep({ name: 'idle' });
      setError(codeErrorKey(failure));
      field.current?.focus();
    }
  }

  async function redeem(card: GiftCard) {
    setError(null);
    setStep({ name: 'redeeming', card });
    try {
      const wallet = await redeemGiftCard(card.code);
      setStep({ name: 'redeemed', card, balance: wallet.amount });
    } catch (failure) {
      setStep({ name: 'checked', card });
      setError(codeErrorKey(failure));
    }
  }

  function startOver() {
    setCode('');
    setError(null);
    setStep({ name: 'idle' });
  }

  const card = 'card' in step ? step.card : null;
  return (
    <AccountFrame title={t('giftcard.add.title')} intro={t('giftcard.add.intro')} width="narrow">
      {step.name === 'redeemed' ? (
        <div className={styles.stack}>
          <FormMessage tone="success">{t('giftcard.add.redeemed', { amount: price(step.card.amount) })}</FormMessage>
          <p className={styles.balance}>{t('giftcard.add.balance', { amount: price(step.balance) })}</p>
          <div className={styles.actions}>
            <Button asChild>
              <Link href="/infos/wallet">{t('giftcard.add.toWallet')}</Link>
            </Button>
            <Button variant="secondary" onClick={startOver}>
              {t('giftcard.add.another')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.stack}>
          <form className={styles.form} onSubmit={check} noValidate>
            <TextField
              ref={field}
              label={t('giftcard.add.code')}
              hint={t('giftcard.add.codeHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CODE_MAX}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
                if (step.name === 'checked') setStep({ name: 'idle' });
              }}
              error={error && !card ? t(error) : undefined}
            />
            <Button type="submit" variant={card ? 'secondary' : 'primary'} disabled={step.name === 'checking' || step.name === 'redeeming'}>
              {step.name === 'checking' ? t('giftcard.add.checking') : t('giftcard.add.check')}
            </Button>
          </form>
          {card && (
            <section className={styles.card} aria-label={t('giftcard.add.found', { amount: price(card.amount) })}>
              <GiftCardArt design={card.design} brand={t('app.name')} amount={price(card.amount)} lines={card.from_name ? [t('giftcard.add.from', { name: card.from_name })] : []} />
              <p className={styles.found}>{t('giftcard.add.found', { amount: price(card.amount) })}</p>
              {card.from_name && <p>{t('giftcard.add.from', { name: card.from_name })}</p>}
              {card.message && <p className={styles.message}>{card.message}</p>}
              <p className={styles.hint}>{t('giftcard.add.expires', { date: intl.formatDate(card.expires_at, { dateStyle: 'long', timeZone: 'Europe/Paris' }) })}</p>
              {error && <FormMessage tone="failure">{t(error)}</FormMessage>}
              <Button onClick={() => redeem(card)} disabled={step.name === 'redeeming'}>
                {step.name === 'redeeming' ? t('giftcard.add.redeeming') : t('giftcard.add.redeem')}
              </Button>
            </section>
          )}
        </div>
      )}
    </AccountFrame>
  );
}
