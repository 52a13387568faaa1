import { Readable } from 'node:stream';

/** Runs `fn` over `items` with at most `concurrency` calls in flight (Node's own stream `map`). */
export async function forEachConcurrently<T extends object | string>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  if (!items.length) return;
  await Readable.from(items)
    .map((item: T) => fn(item), { concurrency })
    .toArray();
}

/**
 * Settles like `p`, or rejects with `signal.reason` once the signal aborts first (e.g.
 * `AbortSignal.timeout(ms)`, whose timer never keeps the process alive). `p` itself keeps running:
 * use it for operations that cannot be cancelled, such as a queue insert.
 */
export function untilAborted<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    p.catch(() => undefined);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
