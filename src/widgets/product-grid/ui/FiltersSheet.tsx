import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useT } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './ProductGrid.module.css';

export interface FiltersSheetProps {
  /** The products the filters let through. */
  total: number;
  /** The count is being updated after a change. */
  loading: boolean;
  /** Where the focus goes back when it closes: the sheet's button. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
  children: ReactNode;
}

/**
 * The listing's filters on a phone: a sheet from the bottom of the screen holding the same
 * controls, the focus kept inside it, closed by Escape, by its close button or by the button
 * that shows the matching products (with their count, updated as the filters change).
 */
export default function FiltersSheet({ total, loading, returnFocus, onClose, children }: FiltersSheetProps) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined} onCloseAutoFocus={(event) => {
            // Back to the button that opened it (Safari does not focus a button it taps).
            event.preventDefault();
            returnFocus.current?.focus();
          }}>
          <div className={styles.sheetHead}>
            <Dialog.Title className={styles.sheetTitle}>{t('shop.filters.title')}</Dialog.Title>
            <Dialog.Close className={styles.sheetClose} aria-label={t('shop.filters.close')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.sheetBody}>{children}</div>
          <div className={styles.sheetFoot}>
            <Dialog.Close asChild>
              <Button variant="primary" aria-busy={loading}>
                {t('shop.filters.show', { count: total })}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
