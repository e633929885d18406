import { useT } from '@/shared/i18n';
import styles from './layouts.module.css';

export function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skip} href="#main">
      {t('app.skipToContent')}
    </a>
  );
}
