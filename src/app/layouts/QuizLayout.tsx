import { ImpersonationBanner } from '@/entities/session';
import { DiscountCodeOffer } from '@/widgets/discount-offer';
import { Header } from '@/widgets/header';
import type { LayoutProps } from './DefaultLayout';
import { SkipLink } from './SkipLink';
import styles from './layouts.module.css';

/** The quiz keeps the user on the task: a slim header, no footer, no banner (its code's offer only). */
export function QuizLayout({ children, routeName, path }: LayoutProps) {
  return (
    <div className={`${styles.frame} ${styles.quiz}`}>
      <SkipLink />
      <ImpersonationBanner />
      <Header variant="slim" />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <DiscountCodeOffer routeName={routeName} path={path} />
    </div>
  );
}
