import { useEffect } from 'react';
import { PhoneUnsubscribe } from '@/features/newsletter';
import { useT } from '@/shared/i18n';
import type { PageProps } from '@/shared/lib';
import { Container } from '@/shared/ui';
import styles from './UnsubPage.module.css';

/** /unsub/{number}/{list}: the link of our text messages stops them for that number. */
export default function UnsubPage({ params }: PageProps) {
  const t = useT();
  useEffect(() => {
    document.title = `${t('unsub.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <Container className={styles.page}>
      <PhoneUnsubscribe number={params.number ?? ''} list={params.list ?? ''} />
    </Container>
  );
}
