import { ImpersonationBanner } from '@/entities/session';
import { requestConsentChoice } from '@/shared/consent';
import { useT } from '@/shared/i18n';
import { DiscountCodeOffer } from '@/widgets/discount-offer';
import { Header } from '@/widgets/header';
import type { LayoutProps } from './DefaultLayout';
import { SkipLink } from './SkipLink';
import styles from './layouts.module.css';

/**
 * The quiz keeps the user on the task: a slim header, no footer but the cookie choice (which every
 * page offers), no banner (its code's offer only).
 */
export function QuizLayout({ children, routeName, path }: LayoutProps) {
  const t = useT();
  return (
    <div className={`${styles.frame} ${styles.quiz}`}>
      <SkipLink />
      <ImpersonationBanner />
      <Header variant="slim" />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.quizFooter}>
        <button type="button" className={styles.quizCookies} onClick={requestConsentChoice}>
          {t('footer.legal.cookies')}
        </button>
      </footer>
      <DiscountCodeOffer routeName={routeName} path={path} />
    </div>
  );
}
