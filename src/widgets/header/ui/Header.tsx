import { lazy, Suspense } from 'react';
import { CartLink } from '@/entities/cart';
import { isQuizAccount, useViewer } from '@/entities/session';
import { quizKindOfAccount, quizSignUpPath } from '@/features/quiz-routing';
import { useFeature, useT } from '@/shared/i18n';
import { Button, Container, Link, useSheetTrigger } from '@/shared/ui';
import type { NavLink } from './nav-link';
import styles from './Header.module.css';

// The phone's menu (a dialog) loads when it is first opened: the header itself stays light.
const loadMenu = () => import('./HeaderMenu');
const HeaderMenu = lazy(loadMenu);

/** The menu's button, on phones: it opens the site's links in a dialog. */
function MenuButton({ links }: { links: NavLink[] }) {
  const t = useT();
  const menu = useSheetTrigger(loadMenu);
  return (
    <span className={styles.menu}>
      <Button variant="secondary" {...menu.buttonProps}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('nav.menu.open')}</span>
      </Button>
      {menu.open ? (
        <Suspense fallback={null}>
          <HeaderMenu links={links} returnFocus={menu.returnFocus} onClose={menu.close} />
        </Suspense>
      ) : null}
    </span>
  );
}

/**
 * The site's header: the logo, the links (in a menu on phones), the account and the cart. Both
 * the links and the menu's button are drawn, and the screen's width chooses one (CSS), so that the
 * server's page and the browser's agree.
 */
export function Header({ variant = 'full' }: { variant?: 'full' | 'slim' }) {
  const t = useT();
  const woman = useFeature('woman');
  const shop = useFeature('shop');
  const giftcard = useFeature('giftcard');
  const viewer = useViewer();
  const { status } = viewer;
  const links: NavLink[] = [
    { href: '/', label: t('nav.kids'), shown: true },
    { href: '/woman', label: t('nav.woman'), shown: woman },
    { href: '/shop', label: t('nav.shop'), shown: shop },
    { href: '/giftcard', label: t('nav.giftcard'), shown: giftcard },
  ].filter((link) => link.shown);
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${t('app.name')} – ${t('nav.home')}`}>
          <span className={styles.logoMark} aria-hidden="true">
            LC
          </span>
          <span className={styles.logoText}>{t('app.name')}</span>
        </Link>
        {variant === 'full' && (
          <nav aria-label={t('nav.label')} className={styles.nav}>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {status === 'loading' ? (
          // Its place is kept while the session loads, so that the header does not jump.
          <span className={`${styles.account} ${styles.pending}`} aria-hidden="true">
            {t('nav.account')}
          </span>
        ) : isQuizAccount(viewer) ? (
          // Halfway through a quiz: the answers wait on a temporary account, no account of theirs yet.
          <Link href={quizSignUpPath(quizKindOfAccount(viewer.client))} className={styles.account}>
            {t('nav.finishSignUp')}
          </Link>
        ) : (
          <Link href={status === 'authenticated' ? '/infos' : '/login'} className={styles.account}>
            {t(status === 'authenticated' ? 'nav.account' : 'nav.login')}
          </Link>
        )}
        {shop ? <CartLink /> : null}
        {variant === 'full' && <MenuButton links={links} />}
      </Container>
    </header>
  );
}
