import type { WomanQuiz } from '@/entities/profile';
import { useT } from '@/shared/i18n';
import { MORPHOLOGIES, WOMAN_BUDGETS, type Morphology } from '../config/options';
import { ChoiceGroup } from './ChoiceGroup';
import type { StepProps } from './step-props';
import styles from './steps.module.css';

/** Shoulder, waist and hip widths of each silhouette, drawn on a 40 × 60 canvas. */
const WIDTHS: Record<Morphology, [shoulders: number, waist: number, hips: number]> = {
  A: [14, 14, 30],
  V: [30, 16, 14],
  H: [22, 20, 22],
  X: [28, 12, 28],
  O: [20, 30, 20],
};

/** A simple drawing of a silhouette; the label beside it says what it is. */
function Silhouette({ morphology }: { morphology: Morphology }) {
  const [shoulders, waist, hips] = WIDTHS[morphology];
  const x = (width: number, side: -1 | 1) => 20 + (side * width) / 2;
  const torso = `M${x(shoulders, -1)} 14 L${x(shoulders, 1)} 14 L${x(waist, 1)} 34 L${x(hips, 1)} 54 L${x(hips, -1)} 54 L${x(waist, -1)} 34 Z`;
  return (
    <svg className={styles.silhouette} viewBox="0 0 40 60" width="40" height="60" aria-hidden="true" focusable="false">
      <circle cx="20" cy="7" r="5" />
      <path d={torso} strokeLinejoin="round" />
    </svg>
  );
}

/** A woman's silhouette, one of five. */
export function MorphologyStep({ quiz, onAnswer }: StepProps<WomanQuiz>) {
  const t = useT();
  return (
    <ChoiceGroup
      legend={t('profiles.answer.label', { answer: 'morphology' })}
      hint={t('quiz.morphology.hint')}
      options={MORPHOLOGIES.map((value) => ({ value, label: t('profiles.answer.morphology', { value }), picture: <Silhouette morphology={value} /> }))}
      value={quiz.morphology}
      onChange={(morphology) => onAnswer({ morphology })}
    />
  );
}

/** What a woman spends per piece. */
export function BudgetStep({ quiz, onAnswer }: StepProps<WomanQuiz>) {
  const t = useT();
  return (
    <ChoiceGroup
      legend={t('profiles.answer.label', { answer: 'budget' })}
      options={WOMAN_BUDGETS.map((value) => ({ value, label: t('profiles.answer.budget', { value }) }))}
      value={quiz.budget}
      onChange={(budget) => onAnswer({ budget })}
    />
  );
}
