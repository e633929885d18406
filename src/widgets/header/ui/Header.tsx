import { CartLink } from '@/entities/cart';
import { useViewer } from '@/entities/session';
import { useFeature, useT } from '@/shared/i18n';
import { Container, Link } from '@/shared/ui';
import styles from './Header.module.css';

export function Header({ variant = 'full' }: { variant?: 'full' | 'slim' }) {
  const t = useT();
  const woman = useFeature('woman');
  const shop = useFeature('shop');
  const giftcard = useFeature('giftcard');
  const { status } = useViewer();
  const links = [
    { href: '/', label: t('nav.kids'), shown: true },
    { href: '/woman', label: t('nav.woman'), shown: woman },
    { href: '/shop', label: t('nav.shop'), shown: shop },
    { href: '/giftcard', label: t('nav.giftcard'), shown: giftcard },
  ];
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
              {links
                .filter((link) => link.shown)
                .map((link) => (
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
        ) : (
          <Link href={status === 'authenticated' ? '/infos' : '/login'} className={styles.account}>
            {t(status === 'authenticated' ? 'nav.account' : 'nav.login')}
          </Link>
        )}
        {shop ? <CartLink /> : null}
      </Container>
    </header>
  );
}
