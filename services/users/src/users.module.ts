import { Inject, Injectable } from '@nestjs/common';
import path from 'node:path';
import { EVENTS } from '@kukki/contracts';
import {
  serviceModule,
  SERVICE_DATABASE,
  SERVICE_RUNTIME,
  ServiceEvents,
  type DatabaseHandle,
  type EventConsumer,
  type Runtime,
  type StartupStep,
} from '@kukki/platform';
import { USERS_CONFIG, usersOptions, type UsersOptions } from './config';
import { AccountsService, EVENT_TABLES } from './accounts.service';
import { bootstrapAdmin } from './admin-bootstrap';
import { FirstPurchaseService } from './first-purchase.service';
import { PasswordResetService } from './password-reset.service';
import { RelatedRecords } from './related-records';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';

export const USERS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/** The consumer name of this service on the event bus (durable in JetStream). */
export const USERS_CONSUMER = 'users';

/** The admin account from ADMIN_EMAIL/ADMIN_PASSWORD (or the embedded default). */
@Injectable()
class BootstrapAdmin implements StartupStep {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    @Inject(USERS_CONFIG) private readonly options: UsersOptions,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
  ) {}

  run() {
    return bootstrapAdmin(this.handle.db, this.options, this.runtime.dataDir, this.runtime.logger('users'));
  }
}

/** A created order uses up the first-purchase discount; a cancelled one gives it back. */
@Injectable()
class UsersEvents implements EventConsumer {
  constructor(private readonly events: ServiceEvents) {}

  subscribe() {
    return this.events.consume(
      {
        // Guest orders pass without a transaction.
        [EVENTS.orderCreated]: { concerns: FirstPurchaseService.hasAccount, apply: FirstPurchaseService.onOrderCreated },
        [EVENTS.orderCancelled]: { concerns: FirstPurchaseService.hasAccount, apply: FirstPurchaseService.onOrderCancelled },
      },
      USERS_CONSUMER,
    );
  }
}

/** `overrides` replace settings read from the environment (tests). */
export const UsersModule = serviceModule('UsersModule', (runtime: Runtime, overrides: Partial<UsersOptions> = {}) => ({
  name: 'users',
  migrations: { users: USERS_MIGRATIONS },
  eventTables: EVENT_TABLES,
  controllers: [UsersController],
  repositories: [UsersRepository],
  providers: [
    { provide: USERS_CONFIG, useValue: usersOptions(runtime, overrides) },
    RelatedRecords,
    AccountsService,
    PasswordResetService,
    FirstPurchaseService,
  ],
  startup: [BootstrapAdmin],
  relay: true,
  consumers: [UsersEvents],
}));
