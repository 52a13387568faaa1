import type { Principal } from '@kukki/contracts';
import type { Sealer } from '../security/sealed';
import type { Database } from './database';
import { requestHash, runIdempotent, type IdempotencyTable, type IdempotentRun, type KeyCompletion } from './idempotency';

export interface GuestIdempotentRun<T> extends Pick<IdempotentRun<T>, 'resourceId' | 'claim'> {
  table: IdempotencyTable;
  db: Database;
  sealer: Sealer;
  /** The customer, or null for a guest. */
  principal: Principal | null;
  key: string;
  /** The validated request, hashed with whether a guest made it. */
  request: Record<string, unknown>;
  /**
   * Creates the resource; inside its transaction `complete(tx, token)` answers the key with the guest's capability token
   * (null: none), or its single statement takes `complete.inStatement.part(token)`.
   */
  create: (resourceId: string, complete: KeyCompletion) => Promise<T>;
  /** Answers a repeat from the committed resource and the guest's token, opened again. */
  replay: (resourceId: string, guestToken: string | null) => Promise<T>;
}

/**
 * `runIdempotent` for a request a customer or a guest makes: keys are per customer ('guest' for every
 * guest), and a guest's capability token is kept sealed until a repeat needs it.
 */
export function runGuestIdempotent<T>(run: GuestIdempotentRun<T>): Promise<T> {
  const { sealer, principal } = run;
  return runIdempotent({
    table: run.table,
    db: run.db,
    scope: principal?.userId ?? 'guest',
    key: run.key,
    resourceId: run.resourceId,
    claim: run.claim,
    hash: requestHash({ guest: !principal, ...run.request }),
    create: (resourceId, complete) => {
      const sealed = (token: string | null) => (token ? sealer.seal(token) : null);
      const guestComplete: KeyCompletion = (tx, token) => complete(tx, sealed(token));
      const { inStatement } = complete;
      if (inStatement) guestComplete.inStatement = { part: (token) => inStatement.part(sealed(token)), refusal: inStatement.refusal };
      return run.create(resourceId, guestComplete);
    },
    replay: (resourceId, sealed) => run.replay(resourceId, sealed ? sealer.open(sealed) : null),
  });
}
