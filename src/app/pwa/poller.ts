/** Where every build writes its id (`{ "build_id": "…" }`), served without cache. */
export const LATEST_BUILD_URL = '/builds/latest.json';

/** An open tab asks every 5 minutes whether a new version is out, and each time it comes back into view. */
export const POLL_INTERVAL_MS = 5 * 60 * 1000;

/** The id of the build the server holds now; null when it cannot be read (offline, a server restarting). */
export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const answer = await fetcher(LATEST_BUILD_URL, { cache: 'no-store', credentials: 'omit' });
    if (!answer.ok) return null;
    const body = (await answer.json()) as { build_id?: unknown };
    return typeof body.build_id === 'string' && body.build_id !== '' ? body.build_id : null;
  } catch {
    return null;
  }
}

export interface UpdatePollerOptions {
  /** The build this tab runs. */
  ownId: string;
  /** Called once, when the server holds another build. */
  onNewBuild(id: string): void;
  fetchLatest?: () => Promise<string | null>;
  intervalMs?: number;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Polls `builds/latest.json` while the tab is in view: every `intervalMs`, and when the tab becomes
 * visible again (a tab left open overnight learns at once). One question at a time; a failed one is
 * asked again at the next occasion. Stops once a new build is found, or when the returned function
 * is called.
 */
export function startUpdatePoller({ ownId, onNewBuild, fetchLatest = () => fetchLatestBuildId(), intervalMs = POLL_INTERVAL_MS, document: doc = document }: UpdatePollerOptions): () => void {
  let stopped = false;
  let asking = false;
  const check = async () => {
    if (stopped || asking || doc.visibilityState !== 'visible') return;
    asking = true;
    const latest = await fetchLatest();
    asking = false;
    if (stopped || latest === null || latest === ownId) return;
    stop();
    onNewBuild(latest);
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), intervalMs);
  doc.addEventListener('visibilitychange', onVisibility);
  function stop() {
    stopped = true;
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
