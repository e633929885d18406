import type { QuizKind } from '../config/options';
import type { QuizDraft } from './draft';

/** A quiz in progress as the tab keeps it, so that a reload loses no answer. */
export interface StoredQuiz {
  kind: QuizKind;
  step: string;
  draft: QuizDraft;
}

function isStoredQuiz(value: unknown, kind: QuizKind, steps: readonly string[]): value is StoredQuiz {
  const stored = value as Partial<StoredQuiz> | null;
  const draft = stored?.draft;
  return (
    stored?.kind === kind &&
    steps.includes(stored.step ?? '') &&
    typeof draft?.firstname === 'string' &&
    [null, 'BOY', 'GIRL', 'WOMAN'].includes(draft.gender ?? null) &&
    typeof draft.birthdate === 'string' &&
    typeof draft.quiz === 'object' &&
    draft.quiz !== null
  );
}

/** The quiz of this kind kept under `key`; null when there is none, or what is there is not one. */
export function readQuizDraft(key: string, kind: QuizKind, steps: readonly string[]): StoredQuiz | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isStoredQuiz(stored, kind, steps) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the quiz for the tab's session; a browser that refuses storage keeps nothing. */
export function writeQuizDraft(key: string, quiz: StoredQuiz): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(quiz));
  } catch {
    // Private browsing or a full storage: the quiz still works, without surviving a reload.
  }
}

/** Forgets the quiz kept under `key`, once the profile is saved. */
export function clearQuizDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing could be kept either.
  }
}
