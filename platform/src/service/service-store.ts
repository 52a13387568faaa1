import { Inject, Injectable } from '@nestjs/common';
import type { Database, DatabaseHandle, Transaction } from '../db';
import type { OutboxRelay } from '../events';
import { OUTBOX_RELAY, SERVICE_DATABASE } from './tokens';

/**
 * The service's database with its outbox relay: `write()` runs one transaction (the change and the
 * events it emits with `emitEvent`) and wakes the relay once it has committed, so the events go out
 * at once instead of at the relay's next poll.
 */
@Injectable()
export class ServiceStore {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  /** For reads, and for a transaction that emits events only sometimes (then `publish()` when it did). */
  get db(): Database {
    return this.handle.db;
  }

  /** One run at a time across replicas (see `DatabaseHandle.exclusive`). */
  exclusive<T>(name: string, work: () => Promise<T>) {
    return this.handle.exclusive(name, work);
  }

  async write<T>(change: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.handle.db.transaction(change);
    this.relay.poke();
    return result;
  }

  /** Wakes the relay after a commit that emitted events. */
  publish(): void {
    this.relay.poke();
  }
}
