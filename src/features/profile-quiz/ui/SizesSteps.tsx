import { sizeBandForBirthdate, sizeBandValues, type KidQuiz, type WomanQuiz } from '@/entities/profile';
import { useIntl, useT } from '@/shared/i18n';
import { Button, SelectField } from '@/shared/ui';
import { KID_SIZES, SHOE_SIZES, WOMAN_BOTTOM_SIZES, WOMAN_TOP_SIZES, type KidSize } from '../config/options';
import { ageInMonths } from '../model/about';

import type { StepProps } from './step-props';
import styles from './steps.module.css';

type Translate = ReturnType<typeof useT>;

function shoeSizes(range: { min: number; max: number }) {
  return Array.from({ length: range.max - range.min + 1 }, (_, index) => {
    const size = range.min + index;
    return { value: size, label: String(size) };
  });
}

/** A size band ("18 mois", "4 ans") in the reader's language. */
function kidSizeLabel(size: KidSize, t: Translate): string {
  return t('profiles.answer.size', sizeBandValues(size) ?? {});
}

/** An age as "3 ans et 2 mois", "5 mois" or "4 ans". */
function ageLabel(months: number, t: Translate, locale: string): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years > 0 && t('profiles.age.years', { years }), (rest > 0 || years === 0) && t('profiles.age.months', { months: rest })].filter(
    (part): part is string => Boolean(part),
  );
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

export interface KidSizesStepProps extends StepProps<KidQuiz> {
  birthdate: string;
  today: string;
}

/** A kid's sizes, with the size band of the age suggested and given in one click. */
export function KidSizesStep({ quiz, onAnswer, birthdate, today }: KidSizesStepProps) {
  const t = useT();
  const { locale } = useIntl();
  const band = sizeBandForBirthdate(birthdate, today);
  const months = ageInMonths(birthdate, today);
  const options = KID_SIZES.map((size) => ({ value: size, label: kidSizeLabel(size, t) }));
  const none = t('quiz.sizes.none');
  return (
    <div className={styles.fields}>
      {band && months !== null && (
        <div className={styles.suggestion}>
          <p>{t('quiz.sizes.suggestion', { age: ageLabel(months, t, locale), size: kidSizeLabel(band, t) })}</p>
          <Button variant="secondary" onClick={() => onAnswer({ top_size: band, bottom_size: band })}>
            {t('quiz.sizes.useSuggestion', { size: kidSizeLabel(band, t) })}
          </Button>
        </div>
      )}
      <div className={styles.row}>
        <SelectField label={t('profiles.answer.label', { answer: 'top_size' })} noneLabel={none} options={options} value={quiz.top_size} onChange={(top_size) => onAnswer({ top_size })} />
        <SelectField label={t('profiles.answer.label', { answer: 'bottom_size' })} noneLabel={none} options={options} value={quiz.bottom_size} onChange={(bottom_size) => onAnswer({ bottom_size })} />
      </div>
      <SelectField
        label={t('profiles.answer.label', { answer: 'shoe_size' })}
        hint={t('quiz.sizes.shoeHint')}
        noneLabel={none}
        options={shoeSizes(SHOE_SIZES.KID)}
        value={quiz.shoe_size}
        onChange={(shoe_size) => onAnswer({ shoe_size })}
      />
    </div>
  );
}

/** A woman's top, bottom and shoe sizes. */
export function WomanSizesStep({ quiz, onAnswer }: StepProps<WomanQuiz>) {
  const t = useT();
  const none = t('quiz.sizes.none');
  const asOptions = <V extends string>(sizes: readonly V[]) => sizes.map((size) => ({ value: size, label: size }));
  return (
    <div className={styles.fields}>
      <div className={styles.row}>
        <SelectField label={t('profiles.answer.label', { answer: 'top_size' })} noneLabel={none} options={asOptions(WOMAN_TOP_SIZES)} value={quiz.top_size} onChange={(top_size) => onAnswer({ top_size })} />
        <SelectField
          label={t('profiles.answer.label', { answer: 'bottom_size' })}
          hint={t('quiz.sizes.bottomHint')}
          noneLabel={none}
          options={asOptions(WOMAN_BOTTOM_SIZES)}
          value={quiz.bottom_size}
          onChange={(bottom_size) => onAnswer({ bottom_size })}
        />
      </div>
      <SelectField
        label={t('profiles.answer.label', { answer: 'shoe_size' })}
        hint={t('quiz.sizes.shoeHint')}
        noneLabel={none}
        options={shoeSizes(SHOE_SIZES.WOMAN)}
        value={quiz.shoe_size}
        onChange={(shoe_size) => onAnswer({ shoe_size })}
      />
    </div>
  );
}
