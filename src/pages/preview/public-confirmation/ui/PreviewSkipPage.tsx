import { lazy, memo, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHead } from '@/entities/website';
import { Container } from '@/shared/ui';

// The skip runs on the trunk preview's machine: its chunk (XState included) loads beside the page,
// which the server has already drawn.
const PreviewSkip = lazy(() => import('@/features/trunk-preview').then((module) => ({ default: module.PreviewSkip })));

/** The skip in a boundary of its own that the page's re-renders do not reach before it is taken over. */
const Skip = memo(function Skip({ token, woman }: { token: string; woman: boolean }) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: '40vh' }} />}>
      <PreviewSkip key={token} token={token} woman={woman} />
    </Suspense>
  );
});

/**
 * `/preview/confirmation?preview_token=…` and `/preview/confirmation/woman?…`: the preview mail's
 * link lets the trunk leave as the stylist composed it, without signing in.
 */
export default function PreviewSkipPage() {
  const [path] = useLocation();
  const token = new URLSearchParams(useSearch()).get('preview_token') ?? '';
  return (
    <Container>
      <PageHead noindex />
      <Skip token={token} woman={path.endsWith('/woman')} />
    </Container>
  );
}
