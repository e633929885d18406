import { isProblem } from '@/shared/api';

export type DeadlineRefusal = 'ALREADY_EXTENDED' | 'PASSED' | 'PAID' | 'NOT_DELIVERED' | 'NOT_FOUND' | 'FAILED';

/** Why a deadline cannot be extended (or the trunk not read), from the server's answer. */
export function deadlineRefusal(error: unknown): DeadlineRefusal {
  if (!isProblem(error)) return 'FAILED';
  switch (error.type) {
    case 'DEADLINE_ALREADY_EXTENDED':
      return 'ALREADY_EXTENDED';
    case 'RETURN_DEADLINE_PASSED':
      return 'PASSED';
    case 'TRUNK_ALREADY_PAID':
      return 'PAID';
    case 'TRUNK_NOT_DELIVERED':
      return 'NOT_DELIVERED';
    default:
      return error.status === 404 ? 'NOT_FOUND' : 'FAILED';
  }
}

/** Why the trunk as read cannot be extended; null when it can. */
export function readRefusal(trunk: { status: string; deadline_extended: boolean; can_extend: boolean; return_deadline: string }, now = new Date()): DeadlineRefusal | null {
  if (trunk.can_extend) return null;
  if (trunk.status !== 'DELIVERED') return 'PAID';
  if (Date.parse(trunk.return_deadline) < now.getTime()) return 'PASSED';
  if (trunk.deadline_extended) return 'ALREADY_EXTENDED';
  return 'PAID';
}
