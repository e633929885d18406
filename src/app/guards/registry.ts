import type { ProfileList } from '@/entities/profile';
import type { Viewer } from '@/entities/session';
import type { Locale } from '@/shared/config';
import type { Messages } from '@/shared/i18n';

export interface GuardContext {
  /** Who is signed in, as every screen sees it. */
  session: Viewer;
  locale: Locale;
  /** The path the route table matched (no locale prefix). */
  path: string;
  /** The query string, with its leading '?', or ''. */
  search: string;
  /** The route's parameters (`editingKidId`...). */
  params: Record<string, string | undefined>;
  messages: Messages;
  /**
   * The signed-in client's profiles, for the guards of PROFILE_GUARDS: the route screen loads
   * them only for a route that has one of those (elsewhere they read as loading).
   */
  profiles: ProfileList;
}

/**
 * Let through; send elsewhere (a path without locale prefix, query allowed, or `~` and a browser
 * path with its locale prefix); answer "not found"; wait while the session loads (the page loading
 * indicator shows).
 */
export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'wait' };
export type Guard = (context: GuardContext) => GuardOutcome;

export const ALLOW: GuardOutcome = { kind: 'allow' };
export const WAIT: GuardOutcome = { kind: 'wait' };

export class GuardRegistry {
  private readonly guards = new Map<string, Guard>();

  register(name: string, guard: Guard): this {
    if (this.guards.has(name)) throw new Error(`Route guard registered twice: ${name}`);
    this.guards.set(name, guard);
    return this;
  }

  has(name: string): boolean {
    return this.guards.has(name);
  }

  /** The guard of that name; an unknown name is a programming error and throws. */
  get(name: string): Guard {
    const guard = this.guards.get(name);
    if (!guard) throw new Error(`Unknown route guard: ${name}`);
    return guard;
  }

  /** Runs the guards in order; the first that does not allow decides. */
  run(names: readonly string[], context: GuardContext): GuardOutcome {
    for (const name of names) {
      const outcome = this.get(name)(context);
      if (outcome.kind !== 'allow') return outcome;
    }
    return ALLOW;
  }
}
