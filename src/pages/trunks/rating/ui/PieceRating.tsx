import { useId } from 'react';
import { RadioGroup, ToggleGroup } from 'radix-ui';
import { LazyImage } from '@/entities/product';
import { sizeValues, useIntl, useT } from '@/shared/i18n';
import type { PieceFit, TrunkRating } from '../api/rating';
import type { PieceVerdict } from '../model/rating';
import styles from './RatingPage.module.css';

const FITS: readonly PieceFit[] = ['TOO_SMALL', 'RIGHT', 'TOO_BIG'];
const STARS = [1, 2, 3, 4, 5] as const;
const STAR_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

interface PieceRatingProps {
  piece: TrunkRating['pieces'][number];
  verdict: PieceVerdict;
  disabled: boolean;
  onChange: (verdict: PieceVerdict) => void;
}

/** One piece of the trunk: its picture, name, size and fate, how it fitted (three choices) and its stars (five). */
export function PieceRating({ piece, verdict, disabled, onChange }: PieceRatingProps) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const image = piece.product.images[0];
  return (
    <li className={styles.piece}>
      <div className={styles.pieceHead}>
        {image ? <LazyImage src={image} alt="" width={96} height={120} className={styles.picture} /> : <span className={styles.picture} aria-hidden="true" />}
        <div className={styles.pieceText}>
          <h3 id={`${id}-name`} className={styles.pieceName}>
            {piece.product.name}
          </h3>
          <p className={styles.pieceMeta}>
            <span>{t('rating.piece.size', sizeValues(intl, piece.size))}</span>
            {piece.kept !== null && <span className={piece.kept ? styles.kept : styles.returned}>{t(piece.kept ? 'rating.piece.kept' : 'rating.piece.returned')}</span>}
          </p>
        </div>
      </div>
      <div className={styles.question}>
        <span id={`${id}-fit`} className={styles.questionLabel}>
          {t('rating.fit.label')}
        </span>
        <ToggleGroup.Root
          type="single"
          className={styles.fits}
          aria-labelledby={`${id}-fit ${id}-name`}
          value={verdict.fit ?? ''}
          disabled={disabled}
          onValueChange={(value) => onChange({ ...verdict, fit: (value || null) as PieceFit | null })}
        >
          {FITS.map((fit) => (
            <ToggleGroup.Item key={fit} value={fit} className={styles.fit}>
              {t(`rating.fit.${fit}`)}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <div className={styles.question}>
        <span id={`${id}-stars`} className={styles.questionLabel}>
          {t('rating.stars.label')}
        </span>
        <RadioGroup.Root
          className={styles.stars}
          orientation="horizontal"
          aria-labelledby={`${id}-stars ${id}-name`}
          value={verdict.stars ? String(verdict.stars) : ''}
          disabled={disabled}
          loop={false}
          onValueChange={(value) => onChange({ ...verdict, stars: Number(value) })}
          onKeyDown={(event) => {
            // The arrow keys choose the next star at once, however briefly the key is held.
            const step = STAR_STEPS[event.key];
            const from = Number((event.target as HTMLElement).getAttribute('value'));
            if (step && from) onChange({ ...verdict, stars: Math.min(Math.max(from + step, 1), STARS.length) });
          }}
        >
          {STARS.map((stars) => (
            <RadioGroup.Item
              key={stars}
              value={String(stars)}
              aria-label={t('rating.stars.value', { stars })}
              className={[styles.star, verdict.stars !== null && stars <= verdict.stars ? styles.lit : ''].filter(Boolean).join(' ')}
            >
              <span aria-hidden="true">★</span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
    </li>
  );
}
