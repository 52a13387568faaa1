import { Module, type DynamicModule } from '@nestjs/common';
import path from 'node:path';
import { MercadoPagoClient, startEventPruning, startOutboxRelay, type DatabaseHandle, type Runtime } from '@kukki/platform';
import { EVENT_TABLES } from './db/schema';
import { EnrolmentService } from './enrolment.service';
import { LifecycleService } from './lifecycle.service';
import { PlanMedia, uploadsDir } from './media/media-store';
import { MercadoPagoSubscriptionPayments } from './payments/mercadopago-adapter';
import type { SubscriptionPayments } from './payments/port';
import { PlansService } from './plans.service';
import { QueriesService } from './queries.service';
import { SelfServiceService } from './self-service.service';
import { ensureMonthDesserts, seedPlans, writeArtwork } from './seed/seed';
import { SubscriptionsController } from './subscriptions.controller';
import { SUBSCRIPTIONS_DB, SUBSCRIPTIONS_PAYMENTS, SUBSCRIPTIONS_RELAY, SUBSCRIPTIONS_RUNTIME } from './tokens';
import { WebhookJobs } from './webhook.jobs';
import { currentShopMonth } from '@kukki/contracts';

export const SUBSCRIPTIONS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

export interface SubscriptionsOptions {
  /** Replaces the Mercado Pago adapter (tests). Default: the platform's SDK client from MERCADOPAGO_* env. */
  payments?: SubscriptionPayments;
}

/** Next `n` months (YYYY-MM) from the current one in Mexico City. */
function monthsFromNow(n: number): string[] {
  const [y, m] = currentShopMonth().split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const idx = y * 12 + (m - 1) + i;
    return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
  });
}

@Module({})
export class SubscriptionsModule {
  static forRoot(runtime: Runtime, options: SubscriptionsOptions = {}): DynamicModule {
    return {
      module: SubscriptionsModule,
      controllers: [SubscriptionsController],
      providers: [
        { provide: SUBSCRIPTIONS_RUNTIME, useValue: runtime },
        {
          provide: SUBSCRIPTIONS_PAYMENTS,
          useFactory: () => options.payments ?? new MercadoPagoSubscriptionPayments(MercadoPagoClient.fromEnv()),
        },
        {
          provide: SUBSCRIPTIONS_DB,
          useFactory: async (): Promise<DatabaseHandle> => {
            const handle = runtime.database('subscriptions');
            await handle.migrate('subscriptions', SUBSCRIPTIONS_MIGRATIONS);
            await startEventPruning(runtime, 'subscriptions', handle.db, EVENT_TABLES);
            await writeArtwork(new PlanMedia(uploadsDir(runtime)));
            await seedPlans(handle.db);
            for (const month of monthsFromNow(2)) await ensureMonthDesserts(handle.db, month);
            return handle;
          },
        },
        {
          provide: SUBSCRIPTIONS_RELAY,
          inject: [SUBSCRIPTIONS_DB],
          useFactory: (handle: DatabaseHandle) => {
            const relay = startOutboxRelay({
              db: handle.db,
              tables: EVENT_TABLES,
              bus: runtime.events,
              logger: runtime.logger('subscriptions'),
              service: 'subscriptions',
            });
            runtime.onClose(() => relay.stop());
            return relay;
          },
        },
        PlansService,
        EnrolmentService,
        LifecycleService,
        QueriesService,
        SelfServiceService,
        WebhookJobs,
      ],
    };
  }
}
