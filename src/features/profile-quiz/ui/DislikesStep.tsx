import type { KidQuiz } from '@/entities/profile';
import { useT } from '@/shared/i18n';
import { Checkbox, CheckboxGroup } from '@/shared/ui';
import { KID_DISLIKES } from '../config/options';
import type { StepProps } from './step-props';
import styles from './steps.module.css';

/** What a kid would rather not wear. */
export function DislikesStep({ quiz, onAnswer }: StepProps<KidQuiz>) {
  const t = useT();
  const dislikes = quiz.dislikes ?? [];
  return (
    <CheckboxGroup legend={t('profiles.answer.label', { answer: 'dislikes' })} className={styles.checkboxes}>
      {KID_DISLIKES.map((dislike) => (
        <Checkbox
          key={dislike}
          label={t('profiles.answer.dislike', { value: dislike })}
          checked={dislikes.includes(dislike)}
          onChange={(event) => onAnswer({ dislikes: event.target.checked ? [...dislikes, dislike] : dislikes.filter((item) => item !== dislike) })}
        />
      ))}
    </CheckboxGroup>
  );
}
