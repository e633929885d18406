import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/shared/i18n';
import { Link, Sheet } from '@/shared/ui';
import type { NavLink } from './nav-link';
import styles from './Header.module.css';

export interface HeaderMenuProps {
  links: NavLink[];
  /** Where the focus goes back when it closes: the menu's button. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
}

/**
 * The site's links on a phone: a dialog from the top of the screen that keeps the focus inside it,
 * closed by its button, by Escape, by a tap outside and by going to another page.
 */
export default function HeaderMenu({ links, returnFocus, onClose }: HeaderMenuProps) {
  const t = useT();
  const [location] = useLocation();
  const opened = useRef(location);
  useEffect(() => {
    if (location !== opened.current) onClose();
  }, [location, onClose]);
  return (
    <Sheet side="top" title={t('nav.menu.title')} closeLabel={t('nav.menu.close')} returnFocus={returnFocus} onClose={onClose}>
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
    </Sheet>
  );
}
