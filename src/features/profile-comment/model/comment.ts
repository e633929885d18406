import type { ProfilePatch } from '@/entities/profile';
import { isProblem } from '@/shared/api';

/** The change that saves a comment: a blank one removes it (null). */
export function commentPatch(text: string): Pick<ProfilePatch, 'description'> {
  return { description: text.trim() || null };
}

/** Where the form is: each is what the person sees. */
export type CommentStatus = { kind: 'editing' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'gone' } | { kind: 'failed' };

/** A profile that no longer exists, or a failure worth a retry. */
export function saveFailure(error: unknown): 'gone' | 'failed' {
  return isProblem(error) && error.status === 404 ? 'gone' : 'failed';
}
