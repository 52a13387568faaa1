/**
 * Lets the I/O that is waiting (new requests, answers to send) run before more background work.
 * PGlite runs each statement synchronously and its promises settle as microtasks, so a chain of
 * background statements (a run of events through its consumers) would otherwise hold every
 * request of the embedded shop until the chain ends.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}
