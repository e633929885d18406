import { describe, expect, it, vi } from 'vitest';
import { shareInFlight } from './share-in-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('shareInFlight', () => {
  it('shares a running call with the same key, and not with another key', async () => {
    const running = deferred<string>();
    const call = vi.fn((_key: string) => running.promise);
    const shared = shareInFlight(call, (key) => key);
    const first = shared('KID 0612345678');
    const second = shared('KID 0612345678');
    shared('WOMAN 0612345678');
    expect(call).toHaveBeenCalledTimes(2);
    running.resolve('done');
    await expect(first).resolves.toBe('done');
    await expect(second).resolves.toBe('done');
  });

  it('calls again once the previous call has failed (a retry)', async () => {
    const failing = deferred<string>();
    const call = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce('done');
    const shared = shareInFlight(call, () => 'same');
    const first = shared('x');
    failing.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await expect(shared('x')).resolves.toBe('done');
    expect(call).toHaveBeenCalledTimes(2);
  });
});
