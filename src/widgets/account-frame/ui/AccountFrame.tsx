import type { ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { Card, Container, Link } from '@/shared/ui';
import styles from './AccountFrame.module.css';

export interface AccountFrameProps {
  /** The page's heading. */
  title: ReactNode;
  intro?: ReactNode;
  /** A column for a form (narrow), for reading (wide), or the whole page width (full). */
  width?: 'narrow' | 'wide' | 'full';
  /** The way back to the account's home; the home itself goes without. */
  back?: boolean;
  /** Puts the content on a white card. */
  card?: boolean;
  children: ReactNode;
}

/** The frame of the account's pages: the way back to the account, the heading, then the content. */
export function AccountFrame({ title, intro, width = 'wide', back = true, card = false, children }: AccountFrameProps) {
  const t = useT();
  return (
    <Container className={[styles.frame, styles[width], back && styles.withBack].filter(Boolean).join(' ')}>
      {back && (
        <Link href="/infos" className={styles.back}>
          {t('account.back')}
        </Link>
      )}
      <h1 className={intro ? styles.introducedTitle : styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {card ? <Card>{children}</Card> : children}
    </Container>
  );
}
