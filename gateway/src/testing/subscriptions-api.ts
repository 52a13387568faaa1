import { PaymentsModule } from '@kukki/payments';
import { SubscriptionsModule } from '@kukki/subscriptions';
import type { CompositionKind } from '@kukki/platform/testing';
import { startEmulatedPayments, type EmulatedPayments } from '@kukki/mp-emulator/src/testing/emulated-payments';
import { startApi, type ApiHarness } from './api-harness';
import { signedSessionsValid } from './users-stub';

/**
 * The gateway over payments (against the Mercado Pago emulator, `mp`) and subscriptions; every session
 * signed with `jwtSecret` is valid, an administrator's when its user is in `admins`. Close `api`, then `mp`.
 */
export async function startSubscriptionsApi(
  kind: CompositionKind,
  jwtSecret: string,
  admins: ReadonlySet<string> = new Set(),
): Promise<{ api: ApiHarness; mp: EmulatedPayments }> {
  const mp = await startEmulatedPayments();
  const api = await startApi(
    kind,
    [
      signedSessionsValid((userId) => admins.has(userId)),
      ['payments', (rt) => PaymentsModule.forRoot(rt)],
      ['subscriptions', (rt) => SubscriptionsModule.forRoot(rt)],
    ],
    { JWT_SECRET: jwtSecret },
  );
  return { api, mp };
}
