import { useId, type CSSProperties, type ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { QUIZ_COLORS, type QuizColor } from '../config/options';
import styles from './ColorSwatches.module.css';

const COLORS = Object.keys(QUIZ_COLORS) as QuizColor[];

export interface ColorSwatchesProps {
  legend: ReactNode;
  hint?: ReactNode;
  selected: readonly QuizColor[];
  onToggle: (color: QuizColor, checked: boolean) => void;
}

/** Colours as checkboxes: each swatch has its name written under it and a tick when chosen. */
export function ColorSwatches({ legend, hint, selected, onToggle }: ColorSwatchesProps) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.swatches}>
        {COLORS.map((color) => (
          <label key={color} className={styles.swatch}>
            <input type="checkbox" className="visually-hidden" checked={selected.includes(color)} onChange={(event) => onToggle(color, event.target.checked)} />
            <span className={styles.chip} style={{ '--swatch': QUIZ_COLORS[color] } as CSSProperties} aria-hidden="true">
              <span className={styles.tick}>✓</span>
            </span>
            <span className={styles.name}>{t('profiles.answer.color', { value: color })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
