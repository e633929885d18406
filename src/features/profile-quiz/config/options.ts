import { SIZE_BANDS, type KidQuiz, type WomanQuiz } from '@/entities/profile';

export type QuizKind = 'KID' | 'WOMAN';

export const KID_QUIZ_STEPS = ['about', 'sizes', 'style', 'dislikes'] as const;
export const WOMAN_QUIZ_STEPS = ['about', 'sizes', 'morphology', 'style', 'budget'] as const;
export type KidQuizStep = (typeof KID_QUIZ_STEPS)[number];
export type WomanQuizStep = (typeof WOMAN_QUIZ_STEPS)[number];
export type QuizStepOf<K extends QuizKind> = K extends 'KID' ? KidQuizStep : WomanQuizStep;

export const QUIZ_STEPS: { readonly [K in QuizKind]: readonly QuizStepOf<K>[] } = { KID: KID_QUIZ_STEPS, WOMAN: WOMAN_QUIZ_STEPS };

type Item<T> = NonNullable<T> extends readonly (infer U)[] ? U : NonNullable<T>;
export type KidSize = Item<KidQuiz['top_size']>;
export type WomanTopSize = Item<WomanQuiz['top_size']>;
export type WomanBottomSize = Item<WomanQuiz['bottom_size']>;
export type QuizStyle = Item<KidQuiz['styles']>;
export type QuizColor = Item<KidQuiz['liked_colors']>;
export type KidDislike = Item<KidQuiz['dislikes']>;
export type Morphology = Item<WomanQuiz['morphology']>;
export type WomanBudget = Item<WomanQuiz['budget']>;

/** The answers the contract allows, in the order the quiz shows them. */
export const KID_SIZES: readonly KidSize[] = SIZE_BANDS.map((band) => band.label);
export const WOMAN_TOP_SIZES: readonly WomanTopSize[] = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
export const WOMAN_BOTTOM_SIZES: readonly WomanBottomSize[] = ['34', '36', '38', '40', '42', '44', '46', '48', '50'];
export const SHOE_SIZES = { KID: { min: 16, max: 40 }, WOMAN: { min: 34, max: 44 } } as const;
export const QUIZ_STYLES: readonly QuizStyle[] = ['casual', 'sporty', 'chic', 'bohemian', 'rock', 'classic'];
export const KID_DISLIKES: readonly KidDislike[] = ['ruffles', 'prints', 'hoods', 'tight_fits', 'synthetic_fabrics', 'sequins', 'logos', 'buttons'];
export const MORPHOLOGIES: readonly Morphology[] = ['A', 'V', 'H', 'X', 'O'];
export const WOMAN_BUDGETS: readonly WomanBudget[] = ['under_30', '30_50', '50_80', 'over_80'];

/** Each colour of the quiz and the shade its swatch shows. */
export const QUIZ_COLORS: Readonly<Record<QuizColor, string>> = {
  black: '#1f1f1f',
  white: '#ffffff',
  grey: '#9a9a9a',
  beige: '#e6d5b8',
  brown: '#7b4b2a',
  navy: '#1f2a5a',
  blue: '#3b7dd8',
  green: '#3f9b5a',
  yellow: '#f4c430',
  orange: '#ee8a2e',
  red: '#d63a3a',
  pink: '#f29bb5',
  purple: '#8a5cc2',
};

/** The firstname rule of the quiz: a letter (any alphabet) first, then letters, spaces, hyphens and apostrophes. */
export const FIRSTNAME_MAX_LENGTH = 50;
export const FIRSTNAME_PATTERN = /^\p{L}[\p{L}\p{M}\s'’-]*$/u;

/** A woman profile is for someone 16 or older. */
export const WOMAN_MIN_AGE_MONTHS = 16 * 12;
