import { describe, expect, it } from 'vitest';
import { SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import { NavigationEffects } from './NavigationEffects';

function navigateTo(path: string) {
  const session = staticSession();
  renderWithApp(
    <SessionContext.Provider value={session}>
      <NavigationEffects />
    </SessionContext.Provider>,
    { path },
  );
  return session;
}

describe('every navigation', () => {
  it('hands an administrator’s connect-as-access-token to the session', () => {
    expect(navigateTo('/de/infos?tab=2&connect-as-access-token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2ln').calls).toEqual([
      { method: 'connectAs', args: ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2ln'] },
    ]);
  });

  it('leaves the session alone otherwise', () => {
    expect(navigateTo('/infos?tab=2').calls).toEqual([]);
  });
});
