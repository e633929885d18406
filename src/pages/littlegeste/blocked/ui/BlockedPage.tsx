import { isBlockedReason, RECYCLE_PATHS, type BlockedReason } from '@/features/littlegeste/recycle-label';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Button, Container, Link } from '@/shared/ui';
import styles from './BlockedPage.module.css';

const notFound = () => ({ type: 'NOT_FOUND', title: 'No such page', status: 404 });

/** Each reason's message keys and its way on. */
const REASONS: Record<BlockedReason, { key: string; next: string }> = {
  'country-not-supported': { key: 'countryNotSupported', next: RECYCLE_PATHS.address },
  'monthly-limit': { key: 'monthlyLimit', next: RECYCLE_PATHS.account },
  'switched-off': { key: 'switchedOff', next: '/' },
};

/**
 * /littlegeste/create-label/blocked/{reason}: why no label can be made (the country, the month's
 * limit, the programme switched off), and a way on. Another reason is not found.
 */
export default function BlockedPage({ params }: PageProps) {
  const t = useT();
  const reason = params.reason;
  if (!isBlockedReason(reason)) throw notFound();
  const { key, next } = REASONS[reason];
  return <Blocked title={t(`littlegeste.blocked.${key}.title`)} text={t(`littlegeste.blocked.${key}.text`)} action={t(`littlegeste.blocked.${key}.action`)} next={next} />;
}

function Blocked({ title, text, action, next }: { title: string; text: string; action: string; next: string }) {
  usePageTitle(title);
  return (
    <Container className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Button asChild>
        <Link href={next}>{action}</Link>
      </Button>
    </Container>
  );
}
