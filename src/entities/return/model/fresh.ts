import { useState } from 'react';
import { forgetQueries, forgetQuery, query, useResource } from '@/shared/lib';

/**
 * A read shown as it is now: returns move on at the warehouse, so a page opened again reads them
 * again instead of showing what the tab read before.
 */
export function useFreshResource<T>(key: string, load: () => Promise<T>) {
  useState(() => forgetQuery(key));
  return useResource(query(key, load));
}

/** After a change (a return made, a mode chosen): every returns read is read again when next shown. */
export const forgetReturns = () => forgetQueries('returns:');
