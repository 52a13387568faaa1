import type { DatabaseHandle, Logger, OutboxRelay, Runtime } from '@kukki/platform';
import type { UsersOptions } from './config';

/** What every part of the users service shares: its database, settings, runtime ports and relay. */
export interface UsersContext {
  handle: DatabaseHandle;
  options: UsersOptions;
  runtime: Runtime;
  relay: OutboxRelay;
  logger: Logger;
}
