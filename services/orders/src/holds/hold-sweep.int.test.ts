import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { OrderPaymentsService } from '../payments/payments.service';
import { orderModules } from '../testing/order-modules';
import { HoldsService } from './holds.service';

jest.setTimeout(60_000);

/** The orders module's `sweeps` run on their own: each interval set, each sweep is called again and again. */
describe.each(COMPOSITIONS)('orders sweeps on a schedule (%s)', (kind) => {
  let c: TestComposition | undefined;
  const saved = { hold: process.env.UNPAID_HOLD_SWEEP_EVERY_MS, reconcile: process.env.PAYMENTS_RECONCILE_EVERY_MS };

  afterEach(async () => {
    await c?.close();
    c = undefined;
    jest.restoreAllMocks();
    for (const [name, value] of [
      ['UNPAID_HOLD_SWEEP_EVERY_MS', saved.hold],
      ['PAYMENTS_RECONCILE_EVERY_MS', saved.reconcile],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('gives back expired holds and reconciles unpaid orders every interval', async () => {
    process.env.UNPAID_HOLD_SWEEP_EVERY_MS = '200';
    process.env.PAYMENTS_RECONCILE_EVERY_MS = '200';
    const released = jest.spyOn(HoldsService.prototype, 'releaseExpired');
    const reconciled = jest.spyOn(OrderPaymentsService.prototype, 'reconcile');
    c = await startComposition(kind, orderModules({ coupons: false }));
    await eventually(() => {
      expect(released.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(reconciled.mock.calls.length).toBeGreaterThanOrEqual(2);
    });
  });
});
