export interface EventuallyOptions {
  /** How long to keep trying before the last failure is thrown (default 10 s). */
  timeoutMs?: number;
  /** Pause between attempts (default 100 ms). */
  intervalMs?: number;
}

/**
 * Polls until `check` returns without throwing, or the deadline passes (then its last error is thrown).
 * Tests wait for asynchronous effects with this instead of fixed sleeps.
 */
export async function eventually<T>(check: () => Promise<T> | T, options: EventuallyOptions | number = {}): Promise<T> {
  const { timeoutMs = 10_000, intervalMs = 100 } = typeof options === 'number' ? { timeoutMs: options } : options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() + intervalMs > deadline) throw err;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}
