import { lazy, memo, Suspense, type ReactNode } from 'react';
import { ImpersonationBanner } from '@/entities/session';
import { takenOverMark, useTakeoverPart } from '@/shared/lib';
import { Header } from '@/widgets/header';
import { SkipLink } from './SkipLink';
import styles from './layouts.module.css';

// The footer sits below the fold: its chunk (newsletter machine included) loads after the page's.
const Footer = lazy(() => import('@/widgets/footer').then((module) => ({ default: module.Footer })));

/**
 * The modules this layout loads lazily but the server renders: their styles go in the page's head,
 * so that nothing moves when their scripts arrive.
 */
export const DEFAULT_LAYOUT_STYLES = ['src/widgets/footer/index.ts'];

/**
 * The footer in its own boundary, which the layout's re-renders do not reach: the server's footer
 * stays as it is until its chunk arrives and takes it over, instead of giving way to the fallback.
 */
const LazyFooter = memo(function LazyFooter() {
  const part = useTakeoverPart();
  return (
    <Suspense fallback={<div className={styles.footerSpace} />}>
      <Footer />
      {takenOverMark(part)}
    </Suspense>
  );
});

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <ImpersonationBanner />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <LazyFooter />
    </div>
  );
}
