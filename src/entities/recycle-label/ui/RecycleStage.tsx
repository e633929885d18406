import { useT } from '@/shared/i18n';
import type { RecycleLabelStage } from '../model/types';
import styles from './RecycleStage.module.css';

/** Where a Little Geste parcel is: a coloured badge with the stage's name (`littlegeste.stage.<STAGE>`). */
export function RecycleStage({ stage, className }: { stage: RecycleLabelStage; className?: string }) {
  const t = useT();
  return (
    <span className={[styles.stage, styles[stage], className].filter(Boolean).join(' ')} data-stage={stage}>
      {t(`littlegeste.stage.${stage}`)}
    </span>
  );
}
