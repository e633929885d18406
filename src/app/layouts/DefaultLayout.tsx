import { lazy, Suspense, type ReactNode } from 'react';
import { ImpersonationBanner } from '@/entities/session';
import { Header } from '@/widgets/header';
import { SkipLink } from './SkipLink';
import styles from './layouts.module.css';

// The footer sits below the fold: its chunk (newsletter machine included) loads after the page's.
const Footer = lazy(() => import('@/widgets/footer').then((module) => ({ default: module.Footer })));

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <ImpersonationBanner />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Suspense fallback={<div className={styles.footerSpace} />}>
        <Footer />
      </Suspense>
    </div>
  );
}
