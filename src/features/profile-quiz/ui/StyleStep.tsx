import { useId, useState } from 'react';
import type { KidQuiz } from '@/entities/profile';
import { useT } from '@/shared/i18n';
import { Checkbox, CheckboxGroup } from '@/shared/ui';
import { QUIZ_STYLES, type QuizColor } from '../config/options';
import { ColorSwatches } from './ColorSwatches';
import type { StepProps } from './step-props';
import styles from './steps.module.css';

/** A style to tick, its short description read after its name. */
function StyleOption({ label, description, checked, onChange }: { label: string; description: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const descriptionId = useId();
  return (
    <div className={styles.styleOption}>
      <Checkbox label={label} checked={checked} aria-describedby={descriptionId} onChange={(event) => onChange(event.target.checked)} />
      <span id={descriptionId} className={styles.description}>
        {description}
      </span>
    </div>
  );
}

/** The answers this step gives, the same for a kid and a woman. */
type StyleAnswers = Pick<KidQuiz, 'styles' | 'liked_colors' | 'disliked_colors'>;
type ColorList = 'liked_colors' | 'disliked_colors';

/** Styles, and colours liked or to avoid: checking a colour in one list takes it out of the other, and says so. */
export function StyleStep({ quiz, onAnswer }: StepProps<StyleAnswers>) {
  const t = useT();
  const [moved, setMoved] = useState<{ color: QuizColor; from: ColorList } | null>(null);
  const chosenStyles = quiz.styles ?? [];

  function toggleColor(list: ColorList, color: QuizColor, checked: boolean) {
    const other: ColorList = list === 'liked_colors' ? 'disliked_colors' : 'liked_colors';
    const current = quiz[list] ?? [];
    const otherList = quiz[other] ?? [];
    const takenOut = checked && otherList.includes(color);
    onAnswer({
      [list]: checked ? [...current, color] : current.filter((item) => item !== color),
      ...(takenOut ? { [other]: otherList.filter((item) => item !== color) } : {}),
    });
    setMoved(takenOut ? { color, from: other } : null);
  }

  return (
    <div className={styles.fields}>
      <CheckboxGroup legend={t('profiles.answer.label', { answer: 'styles' })}>
        <p className={styles.hint}>{t('quiz.styles.hint')}</p>
        <div className={styles.styleOptions}>
          {QUIZ_STYLES.map((style) => (
            <StyleOption
              key={style}
              label={t('profiles.answer.style', { value: style })}
              description={t('quiz.styles.description', { value: style })}
              checked={chosenStyles.includes(style)}
              onChange={(checked) => onAnswer({ styles: checked ? [...chosenStyles, style] : chosenStyles.filter((item) => item !== style) })}
            />
          ))}
        </div>
      </CheckboxGroup>
      {(['liked_colors', 'disliked_colors'] as const).map((list) => (
        <ColorSwatches
          key={list}
          legend={t('profiles.answer.label', { answer: list })}
          hint={t('quiz.colors.hint', { list })}
          selected={quiz[list] ?? []}
          onToggle={(color, checked) => toggleColor(list, color, checked)}
        />
      ))}
      <p role="status" className={styles.status}>
        {moved && t('quiz.colors.moved', { color: t('profiles.answer.color', { value: moved.color }), from: moved.from })}
      </p>
    </div>
  );
}
