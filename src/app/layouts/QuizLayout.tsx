import type { ReactNode } from 'react';
import { ImpersonationBanner } from '@/entities/session';
import { Header } from '@/widgets/header';
import { SkipLink } from './SkipLink';
import styles from './layouts.module.css';

/** The quiz keeps the user on the task: a slim header, no footer. */
export function QuizLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.frame} ${styles.quiz}`}>
      <SkipLink />
      <ImpersonationBanner />
      <Header variant="slim" />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
