import { SERVER_VIEWER, type SessionPort } from '@/entities/session';

/** What the app needs of its session beyond what screens ask: the API client's refresh after a 401. */
export interface AppSession extends SessionPort {
  refreshAfterUnauthorized(usedToken: string): Promise<string | null>;
}

/**
 * The session for screens before its machine has loaded: its chunk (the machine and XState) loads
 * beside the page instead of before it. Until then the session reads as loading, as the server drew
 * it; what screens ask meanwhile is done, in order, once it is there.
 */
export function deferredSession(load: () => Promise<AppSession>): AppSession {
  let session: AppSession | null = null;
  const listeners = new Set<() => void>();
  const waiting: Array<(session: AppSession) => void> = [];
  const ready = load().then((loaded) => {
    session = loaded;
    loaded.subscribe(() => listeners.forEach((listener) => listener()));
    waiting.splice(0).forEach((call) => call(loaded));
    listeners.forEach((listener) => listener());
    return loaded;
  });
  type Command = Exclude<keyof SessionPort, 'getViewer' | 'subscribe'>;
  const later = <K extends Command>(name: K) =>
    ((...args: unknown[]) => {
      const run = (loaded: AppSession) => (loaded[name] as (...given: unknown[]) => void)(...args);
      if (session) run(session);
      else waiting.push(run);
    }) as SessionPort[K];
  return {
    getViewer: () => session?.getViewer() ?? SERVER_VIEWER,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: later('signIn'),
    signedIn: later('signedIn'),
    signOut: later('signOut'),
    clientChanged: later('clientChanged'),
    checkClientId: later('checkClientId'),
    connectAs: later('connectAs'),
    refreshAfterUnauthorized: (usedToken) => ready.then((loaded) => loaded.refreshAfterUnauthorized(usedToken)),
  };
}
