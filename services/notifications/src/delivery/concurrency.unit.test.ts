import { forEachConcurrently, untilAborted } from './concurrency';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('forEachConcurrently', () => {
  it('runs every item with at most the given number in flight', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ i }));
    let inFlight = 0;
    let peak = 0;
    const seen: number[] = [];
    await forEachConcurrently(items, 3, async ({ i }) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await sleep(5);
      seen.push(i);
      inFlight--;
    });
    expect(peak).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual(items.map((x) => x.i));
  });

  it('does nothing for no items and rejects when a call throws', async () => {
    const fn = jest.fn(async () => undefined);
    await forEachConcurrently([], 2, fn);
    expect(fn).not.toHaveBeenCalled();
    await expect(
      forEachConcurrently([{ a: 1 }], 2, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});

describe('untilAborted', () => {
  it('settles like the promise when it is faster than the signal', async () => {
    await expect(untilAborted(Promise.resolve(7), AbortSignal.timeout(1000))).resolves.toBe(7);
    await expect(untilAborted(Promise.reject(new Error('no')), AbortSignal.timeout(1000))).rejects.toThrow('no');
  });

  it('rejects with a TimeoutError once AbortSignal.timeout fires first', async () => {
    const never = new Promise<number>(() => undefined);
    const started = Date.now();
    await expect(untilAborted(never, AbortSignal.timeout(30))).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('rejects at once on a signal already aborted', async () => {
    const c = new AbortController();
    c.abort(new Error('parado'));
    await expect(untilAborted(sleep(1000), c.signal)).rejects.toThrow('parado');
  });
});
