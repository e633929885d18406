import { useLocation, useSearch } from 'wouter';
import { PreviewSkip } from '@/features/trunk-preview';
import { Container } from '@/shared/ui';

/**
 * `/preview/confirmation?preview_token=…` and `/preview/confirmation/woman?…`: the preview mail's
 * link lets the trunk leave as the stylist composed it, without signing in.
 */
export default function PreviewSkipPage() {
  const [path] = useLocation();
  const token = new URLSearchParams(useSearch()).get('preview_token') ?? '';
  return (
    <Container>
      <PreviewSkip key={token} token={token} woman={path.endsWith('/woman')} />
    </Container>
  );
}
