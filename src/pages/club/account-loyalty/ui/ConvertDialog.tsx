import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { conversionErrorKey, convertPoints, type Coupon, type LoyaltyOffer } from '@/entities/loyalty';
import { formatPrice, useIntl, useT } from '@/shared/i18n';
import { idempotencyKey } from '@/shared/lib';
import { Button, FormMessage } from '@/shared/ui';
import styles from './AccountLoyaltyPage.module.css';

type Progress = { kind: 'idle' } | { kind: 'converting' } | { kind: 'failed'; message: string };

export interface ConvertDialogProps {
  offer: LoyaltyOffer;
  points: number;
  /** How long the code lasts. */
  months: number;
  /** One per visit and conversion: asking again after a lost answer sends the same key. */
  formId: string;
  onConverted(coupon: Coupon, spent: number): void;
}

/**
 * The "Convert" button of an offer and its confirmation: what the points become, what is left, and
 * the refusals of the server (seed 001 §8) in the user's language. The dialog stays open while the
 * conversion runs and cannot be dismissed then.
 */
export function ConvertDialog({ offer, points, months, formId, onConverted }: ConvertDialogProps) {
  const t = useT();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const converting = progress.kind === 'converting';
  const amount = formatPrice(intl, offer.amount);

  const confirm = () => {
    setProgress({ kind: 'converting' });
    convertPoints(offer.points as 200 | 600, idempotencyKey(formId, { points: offer.points })).then(
      (coupon) => {
        setOpen(false);
        onConverted(coupon, offer.points);
      },
      (error: unknown) => setProgress({ kind: 'failed', message: conversionErrorKey(error) }),
    );
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (converting) return;
        setOpen(next);
        if (next) setProgress({ kind: 'idle' });
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button disabled={!offer.available} aria-label={t('loyalty.convert.buttonNamed', { points: offer.points, amount })}>
          {t('loyalty.convert.button')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog} aria-busy={converting} onEscapeKeyDown={(event) => converting && event.preventDefault()}>
          <AlertDialog.Title className={styles.dialogTitle}>{t('loyalty.convert.title', { points: offer.points, amount })}</AlertDialog.Title>
          <AlertDialog.Description>{t('loyalty.convert.text', { left: Math.max(0, points - offer.points), months })}</AlertDialog.Description>
          <p role="status" className={styles.progress}>
            {converting && t('loyalty.convert.pending')}
          </p>
          {progress.kind === 'failed' && <FormMessage tone="failure">{t(progress.message)}</FormMessage>}
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={converting}>
                {t('loyalty.convert.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="accent" onClick={confirm} disabled={converting}>
              {t('loyalty.convert.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
