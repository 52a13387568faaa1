import path from 'node:path';
import { serviceModule, MercadoPagoClient } from '@kukki/platform';
import { outbox, processedEvents } from './db/schema';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { MercadoPagoAdapter } from './mercadopago-adapter';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { MercadoPagoPreapprovals } from './preapprovals/mercadopago-preapprovals';
import { PreapprovalsController } from './preapprovals/preapprovals.controller';
import { PreapprovalsRepository } from './preapprovals/preapprovals.repository';
import { PreapprovalsService } from './preapprovals/preapprovals.service';
import { MERCADOPAGO_ADAPTER, MERCADOPAGO_PREAPPROVALS } from './tokens';

export const PAYMENTS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

export const PaymentsModule = serviceModule('PaymentsModule', () => ({
  name: 'payments',
  migrations: { payments: PAYMENTS_MIGRATIONS },
  eventTables: { outbox, processedEvents },
  relay: true,
  controllers: [PaymentsController, PreapprovalsController, CheckoutController],
  repositories: [PaymentsRepository, PreapprovalsRepository],
  providers: [
    { provide: MERCADOPAGO_ADAPTER, useFactory: () => new MercadoPagoAdapter(MercadoPagoClient.fromEnv()) },
    { provide: MERCADOPAGO_PREAPPROVALS, useFactory: () => new MercadoPagoPreapprovals(MercadoPagoClient.fromEnv()) },
    PaymentsService,
    CheckoutService,
    PreapprovalsService,
  ],
}));
