import { givenAnswers, sizeBandValues, type Profile, type QuizAnswer } from '@/entities/profile';
import { useIntl, useT } from '@/shared/i18n';
import styles from './ProfilePage.module.css';

type Answer = QuizAnswer;
type Translate = ReturnType<typeof useT>;

/** The message that names each value of a multiple-choice answer. */
const VALUE_MESSAGES: Partial<Record<Answer, string>> = {
  morphology: 'profiles.answer.morphology',
  styles: 'profiles.answer.style',
  liked_colors: 'profiles.answer.color',
  disliked_colors: 'profiles.answer.color',
  dislikes: 'profiles.answer.dislike',
  budget: 'profiles.answer.budget',
};

/** A kid's size band ("18 mois", "2 ans") in the reader's language; a woman's size as it is. */
function sizeLabel(size: string, t: Translate): string {
  const band = sizeBandValues(size);
  return band ? t('profiles.answer.size', band) : size;
}

function valueLabel(answer: Answer, value: string | number | readonly string[], t: Translate, list: Intl.ListFormat): string {
  const message = VALUE_MESSAGES[answer];
  if (Array.isArray(value)) return list.format(value.map((item: string) => (message ? t(message, { value: item }) : item)));
  if (message) return t(message, { value: String(value) });
  return typeof value === 'string' ? sizeLabel(value, t) : String(value);
}

/** A profile's quiz answers as a list of terms and values; the answers not given are left out (the rule every screen reads). */
export function QuizAnswers({ profile }: { profile: Profile }) {
  const t = useT();
  const locale = useIntl().appLocale;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const quiz: Partial<Record<Answer, string | number | readonly string[]>> = profile.quiz;
  const given = givenAnswers(profile.quiz);
  if (given.length === 0) return <p>{t('profiles.page.noAnswers')}</p>;
  return (
    <dl className={styles.answers}>
      {given.map((answer) => (
        <div key={answer} className={styles.answer}>
          <dt>{t('profiles.answer.label', { answer })}</dt>
          <dd>{valueLabel(answer, quiz[answer]!, t, list)}</dd>
        </div>
      ))}
    </dl>
  );
}
