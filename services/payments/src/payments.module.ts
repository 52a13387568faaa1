import { Module, type DynamicModule } from '@nestjs/common';
import path from 'node:path';
import { defineServiceModule, MercadoPagoClient, type Runtime } from '@kukki/platform';
import { outbox, processedEvents } from './db/schema';
import { MercadoPagoAdapter } from './mercadopago-adapter';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { MERCADOPAGO_ADAPTER } from './tokens';

export const PAYMENTS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

@Module({})
export class PaymentsModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return defineServiceModule(PaymentsModule, runtime, {
      name: 'payments',
      migrations: { payments: PAYMENTS_MIGRATIONS },
      eventTables: { outbox, processedEvents },
      relay: true,
      controllers: [PaymentsController],
      providers: [{ provide: MERCADOPAGO_ADAPTER, useFactory: () => new MercadoPagoAdapter(MercadoPagoClient.fromEnv()) }, PaymentsService],
    });
  }
}
