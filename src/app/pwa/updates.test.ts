import { describe, expect, it, vi } from 'vitest';
import type { UpdatePollerOptions } from './poller';
import { registerServiceWorker, startAppUpdates } from './updates';

function deps() {
  let announce: (id: string) => void = () => {};
  let start: () => void = () => {};
  const given = {
    register: vi.fn(),
    poll: vi.fn((options: UpdatePollerOptions) => {
      announce = options.onNewBuild;
      return () => {};
    }),
    watchNavigation: vi.fn(() => () => {}),
    showToast: vi.fn(),
    schedule: vi.fn((run: () => void) => {
      start = run;
    }),
  };
  return { given, start: () => start(), newBuild: () => announce('build-2') };
}

describe('startAppUpdates', () => {
  it('waits for its moment, then installs the service worker and polls with the build’s own id', () => {
    const { given, start } = deps();
    startAppUpdates(given, true);
    expect(given.register).not.toHaveBeenCalled();
    expect(given.poll).not.toHaveBeenCalled();
    start();
    expect(given.register).toHaveBeenCalledTimes(1);
    expect(given.poll).toHaveBeenCalledWith(expect.objectContaining({ ownId: 'dev' }));
    expect(given.showToast).not.toHaveBeenCalled();
  });

  it('when a new build is out, shows the toast and makes the next navigation load it', () => {
    const { given, start, newBuild } = deps();
    startAppUpdates(given, true);
    start();
    newBuild();
    expect(given.showToast).toHaveBeenCalledTimes(1);
    expect(given.watchNavigation).toHaveBeenCalledTimes(1);
  });

  it('does nothing in the development server', () => {
    const { given } = deps();
    startAppUpdates(given, false);
    expect(given.schedule).not.toHaveBeenCalled();
  });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, and a refusal is no error', async () => {
    const register = vi.fn(() => Promise.reject(new Error('SecurityError')));
    registerServiceWorker({ register } as unknown as ServiceWorkerContainer);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await Promise.resolve();
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker(undefined)).not.toThrow();
  });
});
