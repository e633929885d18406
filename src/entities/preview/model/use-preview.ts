import { useEffect, useState } from 'react';
import type { Resource } from '@/shared/lib';
import { getPreview } from '../api/preview';
import type { Preview, PreviewRef } from './types';

/** A request's preview as it stands now (loaded on each visit: it changes while open). */
export function usePreview({ profileId, requestId }: PreviewRef): Resource<Preview> {
  const [state, setState] = useState<{ key: string; resource: Resource<Preview> } | null>(null);
  const key = `${profileId}/${requestId}`;
  useEffect(() => {
    let alive = true;
    getPreview({ profileId, requestId }).then(
      (data) => alive && setState({ key, resource: { status: 'ready', data } }),
      (error: unknown) => alive && setState({ key, resource: { status: 'failed', error } }),
    );
    return () => {
      alive = false;
    };
  }, [key, profileId, requestId]);
  return state?.key === key ? state.resource : { status: 'loading' };
}
