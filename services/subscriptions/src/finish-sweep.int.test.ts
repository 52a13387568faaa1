import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { LifecycleService } from './lifecycle.service';
import { SubscriptionsModule } from './subscriptions.module';

jest.setTimeout(60_000);

/** The module's `sweeps` run on their own: with its interval shortened, finished prepaid enrolments are swept again and again. */
describe.each(COMPOSITIONS)('subscriptions finish sweep on a schedule (%s)', (kind) => {
  let c: TestComposition | undefined;

  afterEach(async () => {
    await c?.close();
    c = undefined;
    jest.restoreAllMocks();
  });

  it('sweeps finished prepaid enrolments every interval', async () => {
    const swept = jest.spyOn(LifecycleService.prototype, 'finishCompleted');
    c = await startComposition(kind, [['subscriptions', (rt) => SubscriptionsModule.forRoot(rt, { finishSweepEveryMs: 200 })]]);
    await eventually(() => expect(swept.mock.calls.length).toBeGreaterThanOrEqual(2));
  });
});
