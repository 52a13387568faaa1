import type { ConnectionOptions } from 'nats';

/**
 * How every NATS connection of a process (its own, the RPC server's and each RPC client's) rides out
 * a NATS restart. The library's defaults wait 2 s between tries of the same server and give up after
 * 10, so a service could answer 503 for ~2 s after NATS was back, or never reconnect after a long
 * outage. Here: retry forever, a try every 250 ms (+ up to 100 ms of jitter so a fleet does not
 * reconnect in lockstep), and keep trying at start until NATS answers instead of crashing.
 */
export const NATS_RECONNECT: Readonly<
  Pick<ConnectionOptions, 'maxReconnectAttempts' | 'reconnectTimeWait' | 'reconnectJitter' | 'waitOnFirstConnect'>
> = {
  maxReconnectAttempts: -1,
  reconnectTimeWait: 250,
  reconnectJitter: 100,
  waitOnFirstConnect: true,
};

/** Connection options for a comma-separated `NATS_URL`. */
export function natsConnectionOptions(natsUrl: string, extra: ConnectionOptions = {}): ConnectionOptions {
  return { servers: natsUrl.split(','), ...NATS_RECONNECT, ...extra };
}
