import type { WomanQuiz } from '@/entities/profile';
import type { WomanBottomSize, WomanTopSize } from '../config/options';

/** The sizes our women's selection is widest in; beyond them, it has fewer pieces. */
export const FULL_SELECTION_TOP_SIZES: readonly WomanTopSize[] = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
export const FULL_SELECTION_BOTTOM_SIZES: readonly WomanBottomSize[] = ['34', '36', '38', '40', '42', '44', '46'];

/** A woman whose top or bottom size is beyond the full selection is told before her trunk is composed. */
export function needsSizeAlert(quiz: WomanQuiz): boolean {
  return (quiz.top_size !== undefined && !FULL_SELECTION_TOP_SIZES.includes(quiz.top_size)) || (quiz.bottom_size !== undefined && !FULL_SELECTION_BOTTOM_SIZES.includes(quiz.bottom_size));
}
