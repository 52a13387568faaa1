/** Request/reply envelope: what the gateway sends on every subject. */
export interface Principal {
  userId: string;
  isAdmin: boolean;
  /**
   * Set only on a call a service makes on its own behalf (platform's `servicePrincipal`); such a
   * caller is trusted with internal subjects but is never a signed-in user. Never built from HTTP.
   */
  service?: string;
}

export interface RpcRequest<T = unknown> {
  data: T;
  principal: Principal | null;
  requestId: string;
  /**
   * Set by a gateway for a while after a write went through it: answer from the database, not from a
   * copy in memory that another replica's event may not have refreshed yet (read-your-writes).
   */
  fresh?: true;
}

/**
 * The oldest a service's in-memory copy may be when it answers; a gateway asks for fresh reads for
 * this long (plus a margin) after its own write, after which every older copy is reloaded anyway.
 */
export const READ_MODEL_MAX_AGE_MS = 10_000;

export const SERVICES = ['catalogue', 'users', 'orders', 'coupons', 'subscriptions', 'notifications', 'payments'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Every service answers `<service>.health.check` so readiness can be asked over the transport. */
export const healthSubject = <S extends ServiceName>(service: S) => `${service}.health.check` as const;
