import type { HTMLAttributes } from 'react';
import styles from './TileList.module.css';

/** A list of tiles: one column on a phone, two on a tablet, three on a wide screen. */
export function TileList({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={[styles.list, className].filter(Boolean).join(' ')} {...props} />;
}
