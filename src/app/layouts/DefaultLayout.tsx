import { lazy, memo, Suspense, type ReactNode } from 'react';
import { ImpersonationBanner } from '@/entities/session';
import { takenOverMark, useTakeoverPart } from '@/shared/lib';
import { DiscountCodeOffer } from '@/widgets/discount-offer';
import { DynamicBanner } from '@/widgets/dynamic-banner';
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

/** The route on screen: its name in the route table (null for the not-found page) and its path without locale. */
export interface LayoutProps {
  children: ReactNode;
  routeName: string | null;
  path: string;
}

export function DefaultLayout({ children, routeName, path }: LayoutProps) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <ImpersonationBanner />
      <DynamicBanner routeName={routeName} />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <LazyFooter />
      <DiscountCodeOffer routeName={routeName} path={path} />
    </div>
  );
}
