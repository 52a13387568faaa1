import { Inject, Injectable } from '@nestjs/common';
import path from 'node:path';
import { currentShopMonth } from '@kukki/contracts';
import { repeatingSweep, serviceModule, SERVICE_DATABASE, type DatabaseHandle, type Runtime, type StartupStep } from '@kukki/platform';
import { EVENT_TABLES, idempotencyKeys } from './db/schema';
import { EnrolmentService } from './enrolment.service';
import { EnrolmentsRepository } from './enrolments.repository';
import { IdempotentEnrolment } from './idempotent-enrolment';
import { LifecycleService } from './lifecycle.service';
import { PlanMedia } from './media/media-store';
import { PaymentEventsConsumer } from './payment-events.consumer';
import { PlansRepository } from './plans.repository';
import { PlansService } from './plans.service';
import { QueriesService } from './queries.service';
import { SelfServiceService } from './self-service.service';
import { ensureMonthDesserts, seedPlans, writeArtwork } from './seed/seed';
import { SubscriptionsController } from './subscriptions.controller';

export const SUBSCRIPTIONS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/** Next `n` months (YYYY-MM) from the current one in Mexico City. */
function monthsFromNow(n: number): string[] {
  const [y, m] = currentShopMonth().split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const idx = y * 12 + (m - 1) + i;
    return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
  });
}

/** Plan artwork, the plans, and this month's and next month's desserts. */
@Injectable()
class SeedPlans implements StartupStep {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    private readonly media: PlanMedia,
  ) {}

  async run() {
    await writeArtwork(this.media);
    await seedPlans(this.handle.db);
    for (const month of monthsFromNow(2)) await ensureMonthDesserts(this.handle.db, month);
  }
}

export interface SubscriptionsOptions {
  /** How often finished prepaid enrolments are swept (default hourly; tests shorten it). */
  finishSweepEveryMs?: number;
  /** How often unneeded payments are looked for and refunded (default every minute; tests shorten it). */
  refundSweepEveryMs?: number;
}

const FINISH_SWEEP_EVERY_MS = 60 * 60_000;
const REFUND_SWEEP_EVERY_MS = 60_000;

export const SubscriptionsModule = serviceModule('SubscriptionsModule', (runtime: Runtime, options: SubscriptionsOptions = {}) => ({
  name: 'subscriptions',
  migrations: { subscriptions: SUBSCRIPTIONS_MIGRATIONS },
  eventTables: EVENT_TABLES,
  idempotencyKeys,
  controllers: [SubscriptionsController],
  repositories: [PlansRepository, EnrolmentsRepository],
  providers: [
    { provide: PlanMedia, useValue: new PlanMedia(runtime.uploadsDir) },
    PlansService,
    EnrolmentService,
    IdempotentEnrolment,
    LifecycleService,
    QueriesService,
    SelfServiceService,
  ],
  startup: [SeedPlans],
  relay: true,
  consumers: [PaymentEventsConsumer],
  sweeps: [
    repeatingSweep(LifecycleService, (lifecycle) => lifecycle.finishCompleted(), {
      queue: 'subscriptions.sweep',
      jobId: 'subscriptions-finish-completed',
      everyMs: options.finishSweepEveryMs ?? FINISH_SWEEP_EVERY_MS,
    }),
    repeatingSweep(LifecycleService, (lifecycle) => lifecycle.refundUnneededPayments(), {
      queue: 'subscriptions.refunds',
      jobId: 'subscriptions-refund-unneeded',
      everyMs: options.refundSweepEveryMs ?? REFUND_SWEEP_EVERY_MS,
    }),
  ],
}));
