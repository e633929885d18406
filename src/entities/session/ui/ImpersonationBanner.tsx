import { lazy, Suspense } from 'react';
import { useViewer } from '../model/viewer';

// Only an administrator acting as a client sees it, once the session is known (never in the
// server's page): its text and button load for them alone.
const ImpersonationNotice = lazy(() => import('./ImpersonationNotice'));

/** While an administrator acts as a client, every page says so at its top, with a way out. */
export function ImpersonationBanner() {
  const { client } = useViewer();
  if (!client?.impersonated_by) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationNotice client={client} admin={client.impersonated_by} />
    </Suspense>
  );
}
