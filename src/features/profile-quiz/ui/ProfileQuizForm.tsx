import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Progress } from 'radix-ui';
import { displayFirstname, type KidQuiz, type WomanQuiz } from '@/entities/profile';
import { useIntl, useT } from '@/shared/i18n';
import { Button, FormMessage } from '@/shared/ui';
import { QUIZ_STEPS, type QuizKind, type QuizStepOf } from '../config/options';
import { ABOUT_FIELDS, aboutErrors, todayInFrance, type AboutErrors, type AboutField } from '../model/about';
import type { QuizDraft } from '../model/draft';
import { readQuizDraft, writeQuizDraft } from '../model/storage';
import { AboutStep } from './AboutStep';
import { DislikesStep } from './DislikesStep';
import { KidSizesStep, WomanSizesStep } from './SizesSteps';
import { StyleStep } from './StyleStep';
import { BudgetStep, MorphologyStep } from './WomanChoiceSteps';
import styles from './ProfileQuizForm.module.css';

export interface ProfileQuizFormProps<K extends QuizKind> {
  kind: K;
  /** The step shown; the page holds it (in its state or its address). */
  step: QuizStepOf<K>;
  onStepChange: (step: QuizStepOf<K>) => void;
  /** The answers to start from, read on mount: an empty draft, or a saved profile's. */
  initial: QuizDraft;
  /** Keeps the answers and the step in the tab's session under this key, restored on mount. */
  storageKey?: string;
  /** After the last step is validated, with the whole draft. */
  onComplete: (draft: QuizDraft) => void | Promise<void>;
  /** While the page saves: the finish button is disabled and says so. */
  pending?: boolean;
  /** Why saving failed, shown in an alert above the buttons. */
  error?: ReactNode;
  /** The step the page starts from: no Back button on it. The first step by default. */
  firstStep?: QuizStepOf<K>;
  /** The finish button's text; "Save the answers" by default. */
  finishLabel?: string;
  /** The form opens on a step the user moved to (a page with one address per step): its heading takes the focus. */
  focusOnMount?: boolean;
}

/** Removes the answers set to undefined, so that the draft holds only what was answered. */
function withAnswers<Q extends object>(quiz: Q, changes: Partial<Q>): Q {
  return Object.fromEntries(Object.entries({ ...quiz, ...changes }).filter(([, value]) => value !== undefined)) as Q;
}

/** The kid or woman quiz, one step at a time: the form holds the answers, the page the step and what saving does. */
export function ProfileQuizForm<K extends QuizKind>(props: ProfileQuizFormProps<K>) {
  const { kind, step, onStepChange, initial, storageKey, onComplete, pending = false, error, firstStep, finishLabel, focusOnMount = false } = props;
  const t = useT();
  const { appLocale } = useIntl();
  const headingId = useId();
  const steps: readonly string[] = QUIZ_STEPS[kind];
  const [stored] = useState(() => (storageKey ? readQuizDraft(storageKey, kind, steps) : null));
  const [draft, setDraft] = useState<QuizDraft>(stored?.draft ?? initial);
  // The errors shown, and the refusal that found them (focus moves on a refusal only).
  const [invalid, setInvalid] = useState<{ step: string; errors: AboutErrors } | null>(null);
  const [refused, setRefused] = useState<AboutErrors | null>(null);
  const errors = invalid?.step === step ? invalid.errors : {};
  const today = todayInFrance();

  const headingRef = useRef<HTMLHeadingElement>(null);
  const fields = useRef<Partial<Record<AboutField, HTMLElement | null>>>({});
  const shownStep = useRef<string | null>(focusOnMount ? null : step);

  const index = steps.indexOf(step);
  const isLast = index === steps.length - 1;
  const showBack = index > steps.indexOf(firstStep ?? steps[0]!);

  // A reload in the middle of the quiz comes back to the step it had reached.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    if (stored && stored.step !== step && step === (firstStep ?? steps[0])) onStepChange(stored.step as QuizStepOf<K>);
  }, [stored, step, firstStep, steps, onStepChange]);

  useEffect(() => {
    if (storageKey) writeQuizDraft(storageKey, { kind, step, draft });
  }, [storageKey, kind, step, draft]);

  // Screen readers and keyboards follow the quiz to each new step.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // After a refused Next (not after each correction), focus goes to the first field to correct.
  useEffect(() => {
    const first = ABOUT_FIELDS.find((field) => refused?.[field]);
    if (first) fields.current[first]?.focus();
  }, [refused]);

  const edit = (changes: Partial<QuizDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setInvalid((current) => current && { ...current, errors: Object.fromEntries(Object.entries(current.errors).filter(([field]) => !(field in changes))) });
  };
  const answer = (changes: Partial<KidQuiz> | Partial<WomanQuiz>) => setDraft((current) => ({ ...current, quiz: withAnswers(current.quiz, changes) }));

  function next(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (step === 'about') {
      const found = aboutErrors(draft, kind, today);
      if (Object.keys(found).length > 0) {
        setInvalid({ step, errors: found });
        return setRefused(found);
      }
    }
    if (isLast) void onComplete(draft);
    else onStepChange(steps[index + 1] as QuizStepOf<K>);
  }

  const kidQuiz = draft.quiz as KidQuiz;
  const womanQuiz = draft.quiz as WomanQuiz;
  const content: Record<string, () => ReactNode> = {
    about: () => (
      <AboutStep
        kind={kind}
        draft={draft}
        errors={errors}
        today={today}
        onEdit={edit}
        fieldRef={(field) => (element) => {
          fields.current[field] = element;
        }}
      />
    ),
    sizes: () =>
      kind === 'KID' ? <KidSizesStep quiz={kidQuiz} onAnswer={answer} birthdate={draft.birthdate} today={today} /> : <WomanSizesStep quiz={womanQuiz} onAnswer={answer} />,
    style: () => <StyleStep quiz={draft.quiz} onAnswer={answer} />,
    dislikes: () => <DislikesStep quiz={kidQuiz} onAnswer={answer} />,
    morphology: () => <MorphologyStep quiz={womanQuiz} onAnswer={answer} />,
    budget: () => <BudgetStep quiz={womanQuiz} onAnswer={answer} />,
  };

  const messages = `quiz.${kind === 'KID' ? 'kid' : 'woman'}.${step}`;
  const firstname = displayFirstname(draft.firstname, appLocale);
  const progress = t('quiz.progress', { current: index + 1, total: steps.length });

  return (
    <form className={styles.quiz} aria-labelledby={headingId} aria-busy={pending} noValidate onSubmit={next}>
      <div className={styles.progress}>
        <p className={styles.count}>{progress}</p>
        <Progress.Root className={styles.bar} value={index + 1} max={steps.length} aria-label={t('quiz.progress.label')} getValueLabel={() => progress}>
          <Progress.Indicator className={styles.fill} style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
        </Progress.Root>
      </div>
      <div className={styles.intro}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {t(`${messages}.title`, { firstname })}
        </h2>
        <p>{t(`${messages}.intro`, { firstname })}</p>
      </div>
      {content[step]!()}
      <FormMessage tone="failure">{error}</FormMessage>
      <div className={styles.actions}>
        {showBack && (
          <Button variant="secondary" disabled={pending} onClick={() => onStepChange(steps[index - 1] as QuizStepOf<K>)}>
            {t('quiz.back')}
          </Button>
        )}
        <Button type="submit" variant={isLast ? 'accent' : 'primary'} className={styles.next} disabled={pending}>
          {isLast ? (pending ? t('quiz.saving') : (finishLabel ?? t('quiz.finish', { kind }))) : t('quiz.next')}
        </Button>
      </div>
    </form>
  );
}
