import { restartDelayMs } from './supervisor';

describe('restart backoff of the distributed launcher', () => {
  it('doubles from half a second and stops growing at five seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((n) => restartDelayMs(n))).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });
});
