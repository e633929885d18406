import { useT } from '@/shared/i18n';
import { TextField } from '@/shared/ui';
import { FIRSTNAME_MAX_LENGTH, type QuizKind } from '../config/options';
import type { AboutErrors, AboutField } from '../model/about';
import type { QuizDraft } from '../model/draft';
import { ChoiceGroup } from './ChoiceGroup';
import styles from './steps.module.css';

export interface AboutStepProps {
  kind: QuizKind;
  draft: QuizDraft;
  errors: AboutErrors;
  today: string;
  onEdit: (changes: Partial<Pick<QuizDraft, 'firstname' | 'gender' | 'birthdate'>>) => void;
  /** Keeps each field's element, to bring focus to the first one that is wrong. */
  fieldRef: (field: AboutField) => (element: HTMLElement | null) => void;
}

/** Who the profile is: firstname, for a kid boy or girl, and the birthdate. */
export function AboutStep({ kind, draft, errors, today, onEdit, fieldRef }: AboutStepProps) {
  const t = useT();
  const error = (field: AboutField) => errors[field] && t(`quiz.${field}.${errors[field]}`, { max: FIRSTNAME_MAX_LENGTH });
  return (
    <div className={styles.fields}>
      <TextField
        ref={fieldRef('firstname')}
        name="firstname"
        autoComplete={kind === 'WOMAN' ? 'given-name' : 'off'}
        label={t('quiz.firstname.label')}
        value={draft.firstname}
        onChange={(event) => onEdit({ firstname: event.target.value })}
        error={error('firstname')}
      />
      {kind === 'KID' && (
        <ChoiceGroup
          focusRef={fieldRef('gender')}
          legend={t('quiz.gender.legend')}
          options={(['BOY', 'GIRL'] as const).map((value) => ({ value, label: t('quiz.gender.option', { value }) }))}
          value={draft.gender === 'BOY' || draft.gender === 'GIRL' ? draft.gender : undefined}
          onChange={(gender) => onEdit({ gender })}
          error={error('gender')}
        />
      )}
      <TextField
        ref={fieldRef('birthdate')}
        name="birthdate"
        type="date"
        max={today}
        label={t('quiz.birthdate.label', { kind })}
        hint={t('quiz.birthdate.hint', { kind })}
        value={draft.birthdate}
        onChange={(event) => onEdit({ birthdate: event.target.value })}
        error={error('birthdate')}
      />
    </div>
  );
}
