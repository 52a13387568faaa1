import { attemptKey, endAttempt, withAttemptKey } from './attempt-key';

describe('one Idempotency-Key per checkout attempt', () => {
  beforeEach(() => sessionStorage.clear());

  it('a retry of the same body reuses the key; another body starts a new attempt', () => {
    const body = { items: [{ id: 'a', quantity: 1 }] };
    const first = attemptKey('orden', body);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(attemptKey('orden', { ...body })).toBe(first);
    expect(attemptKey('orden', { items: [{ id: 'a', quantity: 2 }] })).not.toBe(first);
  });

  it('a success ends the attempt; a failure keeps its key for the retry', async () => {
    const body = { x: 1 };
    const seen: string[] = [];
    const send = (fail: boolean) => (headers: Record<string, string>) => {
      seen.push(headers['Idempotency-Key']);
      return fail ? Promise.reject(new Error('503')) : Promise.resolve('ok');
    };
    await expect(withAttemptKey('orden', body, send(true))).rejects.toThrow('503');
    await expect(withAttemptKey('orden', body, send(false))).resolves.toBe('ok');
    await withAttemptKey('orden', body, send(false));
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[1]);
    endAttempt('orden');
  });
});
