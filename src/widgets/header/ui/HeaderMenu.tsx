import { useEffect, useRef, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useLocation } from 'wouter';
import { useT } from '@/shared/i18n';
import { Link } from '@/shared/ui';
import type { NavLink } from './nav-link';
import styles from './Header.module.css';

/**
 * The site's links on a phone: a dialog from the top of the screen that keeps the focus inside it,
 * closed by its button, by Escape, by a tap outside and by going to another page.
 */
export interface HeaderMenuProps {
  links: NavLink[];
  /** Where the focus goes back when it closes: the menu's button. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
}

export default function HeaderMenu({ links, returnFocus, onClose }: HeaderMenuProps) {
  const t = useT();
  const [location] = useLocation();
  const opened = useRef(location);
  useEffect(() => {
    if (location !== opened.current) onClose();
  }, [location, onClose]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.menuOverlay} />
        <Dialog.Content className={styles.menu} aria-describedby={undefined} onCloseAutoFocus={(event) => {
            // Back to the button that opened it (Safari does not focus a button it taps).
            event.preventDefault();
            returnFocus.current?.focus();
          }}>
          <div className={styles.menuHead}>
            <Dialog.Title className={styles.menuTitle}>{t('nav.menu.title')}</Dialog.Title>
            <Dialog.Close className={styles.menuClose} aria-label={t('nav.menu.close')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.menuLinks}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={() => location === link.href && onClose()}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
