import { useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';

/** While trunks load, or after they failed to (with a retry): what the page shows instead; null once they are there. */
export function TrunksLoadState({ trunks }: { trunks: { status: 'loading' | 'ready' | 'failed'; reload(): void } }) {
  const t = useT();
  if (trunks.status === 'loading') return <p role="status">{t('trunks.loading')}</p>;
  if (trunks.status === 'ready') return null;
  return (
    <>
      <FormMessage tone="failure">{t('trunks.loadFailed')}</FormMessage>
      <Button variant="secondary" onClick={trunks.reload}>
        {t('trunks.retry')}
      </Button>
    </>
  );
}
