import { PhoneUnsubscribe } from '@/features/newsletter';
import { usePageTitle, useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './UnsubPage.module.css';

/** /unsub/{number}/{list}: the link of our text messages stops them for that number. */
export default function UnsubPage({ params }: PageProps) {
  const t = useT();
  usePageTitle(t('unsub.title'));
  return (
    <Container className={styles.page}>
      <PhoneUnsubscribe number={params.number ?? ''} list={params.list ?? ''} />
    </Container>
  );
}
