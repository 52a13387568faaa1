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
}

export const SERVICES = ['catalogue', 'users', 'orders', 'coupons', 'subscriptions', 'notifications', 'payments'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Every service answers `<service>.health.check` so readiness can be asked over the transport. */
export const healthSubject = <S extends ServiceName>(service: S) => `${service}.health.check` as const;
