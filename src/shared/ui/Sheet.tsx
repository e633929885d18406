import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'radix-ui';
import styles from './Sheet.module.css';

export interface SheetProps {
  /**
   * Where it comes from: the top of the screen (a menu), the bottom (filters, choices), or the
   * bottom of a phone and the right-hand side of a wider screen (the cart, a size guide).
   */
  side: 'top' | 'bottom' | 'end';
  /** Wider than a phone on a wide screen (a table), for the `end` side. */
  wide?: boolean;
  title: ReactNode;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  /** Where the focus goes back when it closes: the button that opened it. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
  children: ReactNode;
  /** Actions kept in view under a body that scrolls. */
  footer?: ReactNode;
  /**
   * For a body with nothing to focus that may scroll (a table): its name, and the body becomes a
   * region the keyboard can reach and scroll.
   */
  bodyLabel?: string;
}

/**
 * A panel over the page on a phone (a radix Dialog, always open while drawn): the focus kept inside,
 * closed by Escape, by a tap outside and by its close button, the focus then back on the button that
 * opened it (Safari does not focus a button it taps, so radix's own return is not enough).
 */
export function Sheet({ side, wide = false, title, closeLabel, returnFocus, onClose, children, footer, bodyLabel }: SheetProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.sheet, styles[side], wide ? styles.wide : ''].join(' ')}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.body} {...(bodyLabel ? { role: 'region', 'aria-label': bodyLabel, tabIndex: 0 } : {})}>
            {children}
          </div>
          {footer ? <div className={styles.foot}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A control of the sheet that closes it (the footer's "show the results"). */
export const SheetClose = Dialog.Close;

