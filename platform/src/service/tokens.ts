/** What every service module provides (see `defineServiceModule`); inject with `@Inject(TOKEN)`. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
/** The composition's `Runtime` (ports: events, jobs, rate limiter, logger, env). */
export const SERVICE_RUNTIME = Symbol('SERVICE_RUNTIME');
/** The service's `Sealer` for capability links in events and stored replies (see `payloadSealer`). */
export const SERVICE_SEALER = Symbol('SERVICE_SEALER');
/** This service's `DatabaseHandle`, already migrated. */
export const SERVICE_DATABASE = Symbol('SERVICE_DATABASE');
/** This service's `OutboxRelay` (`poke()` after a commit that emitted events). */
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
/** The service's `Logger`, named after the service. */
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');
/** An `RpcClient` for asking other services. */
export const RPC_CLIENT = Symbol('RPC_CLIENT');
