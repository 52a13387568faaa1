// The payments service alone on one composition, against the emulated Mercado Pago, with every event
// it emits recorded; for the payments suites, under src/testing, so never built.
import { PAYMENTS_SERVICE_SUBJECTS, type EventEnvelope } from '@kukki/contracts';
import { startComposition, type CompositionKind, type TestComposition } from '@kukki/platform/testing';
import { startEmulatedPayments, type EmulatedPayments } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { PaymentsModule } from '../payments.module';

export interface PaymentsOnEmulator {
  readonly c: TestComposition;
  readonly mp: EmulatedPayments;
  /** Every event seen on the bus since the start. */
  readonly seen: EventEnvelope[];
  /** Sends a notification the way the webhook route does once its signature is verified. */
  notify(type: string, dataId: string): Promise<unknown>;
  /** The events of `type` whose data's `key` is `id`. */
  eventsFor<T>(type: string, key: keyof T, id: string): EventEnvelope[];
  close(): Promise<void>;
}

export async function startPaymentsOnEmulator(kind: CompositionKind): Promise<PaymentsOnEmulator> {
  const mp = await startEmulatedPayments();
  const c = await startComposition(kind, [['payments', (rt) => PaymentsModule.forRoot(rt)]]);
  const seen: EventEnvelope[] = [];
  const untap = c.runtime.events.tap(async (event) => {
    seen.push(event);
  });
  return {
    c,
    mp,
    seen,
    notify: (type, dataId) => c.rpc.request(PAYMENTS_SERVICE_SUBJECTS.webhook, { type, dataId }),
    eventsFor: <T>(type: string, key: keyof T, id: string) => seen.filter((e) => e.type === type && (e.data as T)[key] === id),
    async close() {
      untap();
      await c.close();
      await mp.close();
    },
  };
}
