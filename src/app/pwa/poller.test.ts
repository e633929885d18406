import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuildId, LATEST_BUILD_URL, POLL_INTERVAL_MS, startUpdatePoller } from './poller';

/** A tab whose visibility the test sets. */
function tab(initial: DocumentVisibilityState = 'visible') {
  const target = new EventTarget();
  const doc = {
    visibilityState: initial,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return {
    doc: doc as unknown as Document,
    show() {
      doc.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
    hide() {
      doc.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startUpdatePoller', () => {
  it('asks every 5 minutes and tells once when another build is out, then asks no more', async () => {
    const answers = ['build-1', 'build-1', 'build-2', 'build-3'];
    const fetchLatest = vi.fn(async () => answers.shift() ?? null);
    const onNewBuild = vi.fn();
    const { doc } = tab();
    startUpdatePoller({ ownId: 'build-1', onNewBuild, fetchLatest, document: doc });
    expect(POLL_INTERVAL_MS).toBe(300_000);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('build-2');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('asks when the tab comes back into view, and not while it is hidden', async () => {
    const fetchLatest = vi.fn(async () => 'build-2');
    const onNewBuild = vi.fn();
    const view = tab('hidden');
    startUpdatePoller({ ownId: 'build-1', onNewBuild, fetchLatest, document: view.doc });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(fetchLatest).not.toHaveBeenCalled();
    view.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('build-2');
  });

  it('takes a failed question (offline, a server restarting) for no news and asks again later', async () => {
    const answers: Array<string | null> = [null, null, 'build-2'];
    const fetchLatest = vi.fn(async () => answers.shift() ?? null);
    const onNewBuild = vi.fn();
    const view = tab();
    startUpdatePoller({ ownId: 'build-1', onNewBuild, fetchLatest, document: view.doc });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    view.hide();
    view.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('build-2');
  });

  it('asks one question at a time', async () => {
    let answer: (id: string) => void = () => {};
    const fetchLatest = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onNewBuild = vi.fn();
    const view = tab();
    startUpdatePoller({ ownId: 'build-1', onNewBuild, fetchLatest, document: view.doc });
    view.show();
    view.show();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    answer('build-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('stops when asked to', async () => {
    const fetchLatest = vi.fn(async () => 'build-2');
    const view = tab();
    const stop = startUpdatePoller({ ownId: 'build-1', onNewBuild: vi.fn(), fetchLatest, document: view.doc });
    stop();
    view.show();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(fetchLatest).not.toHaveBeenCalled();
  });
});

describe('fetchLatestBuildId', () => {
  it('reads the build id of builds/latest.json, past every cache', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ build_id: 'abc123-20261126' }), { status: 200 }));
    expect(await fetchLatestBuildId(fetcher as unknown as typeof fetch)).toBe('abc123-20261126');
    expect(fetcher).toHaveBeenCalledWith(LATEST_BUILD_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('answers null for a missing file, a malformed one or no network', async () => {
    const answers = [
      async () => new Response('Not found', { status: 404 }),
      async () => new Response('{"build":"x"}', { status: 200 }),
      async () => new Response('<html>', { status: 200 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    for (const fetcher of answers) expect(await fetchLatestBuildId(fetcher as unknown as typeof fetch)).toBeNull();
  });
});
