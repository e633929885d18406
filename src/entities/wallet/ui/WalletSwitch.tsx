import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { Checkbox } from '@/shared/ui';
import styles from './WalletSwitch.module.css';

export interface WalletSwitchProps {
  /** The wallet's balance, in euros. */
  balance: number;
  /** The wallet pays its part. */
  use: boolean;
  /** The euros the wallet pays and the card pays, when the wallet is used. */
  share: { wallet: number; card: number };
  disabled?: boolean;
  onChange: (use: boolean) => void;
}

/**
 * "Use my wallet (X € available)": a switch the payer turns off or on, and what the wallet and the
 * card then pay, as rows of the payment's summary. Nothing when the wallet is empty.
 */
export function WalletSwitch({ balance, use, share, disabled = false, onChange }: WalletSwitchProps) {
  const t = useT();
  const intl = useIntl();
  const price = (amount: number) => formatPrice(intl, amount);
  if (balance <= 0) return null;
  return (
    <div className={styles.wallet}>
      <Checkbox role="switch" name="use_wallet" checked={use} disabled={disabled} onChange={(event) => onChange(event.target.checked)} label={t('wallet.use', { amount: price(balance) })} />
      {use && share.wallet > 0 && (
        <dl className={styles.shares}>
          <div className={styles.row}>
            <dt>{t('wallet.share.wallet')}</dt>
            <dd>−{price(share.wallet)}</dd>
          </div>
          <div className={`${styles.row} ${styles.card}`}>
            <dt>{t('wallet.share.card')}</dt>
            <dd>{price(share.card)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
