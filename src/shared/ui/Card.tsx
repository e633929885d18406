import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

/** A white surface lifted from the page, for a form or a block of content. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={[styles.card, className].filter(Boolean).join(' ')} {...props} />;
}
