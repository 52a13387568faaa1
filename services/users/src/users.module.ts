import { Module, type DynamicModule } from '@nestjs/common';
import path from 'node:path';
import { EVENTS } from '@kukki/contracts';
import { consumeEvents, startEventPruning, startOutboxRelay, type Runtime } from '@kukki/platform';
import { usersOptions, type UsersOptions } from './config';
import { AccountsService, EVENT_TABLES } from './accounts.service';
import { bootstrapAdmin } from './admin-bootstrap';
import { FirstPurchaseService } from './first-purchase.service';
import { PasswordResetService } from './password-reset.service';
import { UsersController } from './users.controller';
import { USERS_CONTEXT } from './tokens';
import type { UsersContext } from './users-context';

export const USERS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/** The consumer name of this service on the event bus (durable in JetStream). */
export const USERS_CONSUMER = 'users';

@Module({})
export class UsersModule {
  /** `overrides` replace settings read from the environment (tests). */
  static forRoot(runtime: Runtime, overrides: Partial<UsersOptions> = {}): DynamicModule {
    return {
      module: UsersModule,
      controllers: [UsersController],
      providers: [
        {
          provide: USERS_CONTEXT,
          useFactory: async (): Promise<UsersContext> => {
            const options = usersOptions(runtime, overrides);
            const logger = runtime.logger('users');
            const handle = runtime.database('users');
            await handle.migrate('users', USERS_MIGRATIONS);
            await startEventPruning(runtime, 'users', handle.db, EVENT_TABLES);
            await bootstrapAdmin(handle.db, options, runtime.dataDir, logger);
            const relay = startOutboxRelay({ db: handle.db, tables: EVENT_TABLES, bus: runtime.events, logger, service: 'users' });
            runtime.onClose(() => relay.stop());
            await consumeEvents({
              bus: runtime.events,
              db: handle.db,
              tables: EVENT_TABLES,
              consumer: USERS_CONSUMER,
              handlers: {
                [EVENTS.orderCreated]: FirstPurchaseService.onOrderCreated,
                [EVENTS.orderCancelled]: FirstPurchaseService.onOrderCancelled,
              },
            });
            return { handle, options, runtime, relay, logger };
          },
        },
        AccountsService,
        PasswordResetService,
        FirstPurchaseService,
      ],
    };
  }
}
