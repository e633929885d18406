import { isProblem } from '@/shared/api';
import type { PieceFit, TrunkRating, TrunkRatingInput } from '../api/rating';

/** What the client says of one piece: how it fitted, how many stars. */
export interface PieceVerdict {
  fit: PieceFit | null;
  stars: number | null;
}

export interface RatingDraft {
  pieces: Record<number, PieceVerdict>;
  note: string;
}

/** Longest word for the stylist (the contract's limit). */
export const NOTE_MAX_LENGTH = 1000;

/** The draft the form starts from: the rating as stored. */
export function draftOf(rating: TrunkRating): RatingDraft {
  return {
    pieces: Object.fromEntries(rating.pieces.map((piece) => [piece.position, { fit: piece.fit, stars: piece.stars }])),
    note: rating.stylist_note ?? '',
  };
}

/** The call's body: only what was said, each piece once. */
export function inputOf(draft: RatingDraft): TrunkRatingInput {
  const pieces = Object.entries(draft.pieces).flatMap(([position, verdict]) =>
    verdict.fit === null && verdict.stars === null
      ? []
      : [{ position: Number(position), ...(verdict.fit ? { fit: verdict.fit } : {}), ...(verdict.stars ? { stars: verdict.stars } : {}) }],
  );
  const note = draft.note.trim();
  return { pieces, ...(note ? { stylist_note: note } : {}) };
}

/** A rating says something: a fit, stars or a word. */
export const saysSomething = (input: TrunkRatingInput) => input.pieces.length > 0 || Boolean(input.stylist_note);

/** Why a trunk's rating cannot be read or saved, as the page words it. */
export type RatingFailure = 'gone' | 'invalid' | 'network';

export function ratingFailure(error: unknown): RatingFailure {
  if (isProblem(error) && (error.status === 404 || error.type === 'TRUNK_NOT_DELIVERED')) return 'gone';
  if (isProblem(error) && error.status === 400) return 'invalid';
  return 'network';
}
