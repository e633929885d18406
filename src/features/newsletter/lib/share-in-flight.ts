/**
 * Wraps an idempotent call so that calls with the same key made while one is still running share
 * its promise instead of starting another. Once it settles, the next call starts afresh (a retry).
 * React's StrictMode starts an effect twice on mount: this keeps that to one request.
 */
export function shareInFlight<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>, keyOf: (input: TInput) => string) {
  const running = new Map<string, Promise<TOutput>>();
  return (input: TInput): Promise<TOutput> => {
    const key = keyOf(input);
    const current = running.get(key);
    if (current) return current;
    const started = call(input).finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
