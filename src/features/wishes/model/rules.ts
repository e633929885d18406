import { isCustomisable } from '@/entities/trunk';
import type { TrunkRequest } from '../api/wishes';
import { MAX_WISHES } from '../config/limits';

/**
 * Whether the request's wishes may change: while it is customisable, and while it is in creation
 * with its wishes full (taking one out makes room again).
 */
export function takesWishes(request: TrunkRequest): boolean {
  return isCustomisable(request) || (request.status_details.code === 'IN_CREATION' && request.wishes.length >= MAX_WISHES);
}
