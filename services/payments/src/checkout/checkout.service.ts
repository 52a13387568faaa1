import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { PAYMENT_MESSAGES as PM, type CheckoutPreferenceRequest } from '@kukki/contracts';
import { SERVICE_RUNTIME, ServiceFailure, type Runtime } from '@kukki/platform';
import type { MercadoPagoAdapter } from '../mercadopago-adapter';
import { MERCADOPAGO_ADAPTER } from '../tokens';
import { toPreferenceRequest } from './preference-request';

/** Checkout Pro preferences of the shop's orders. */
@Injectable()
export class CheckoutService {
  private readonly logger: Logger;

  constructor(
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    @Inject(MERCADOPAGO_ADAPTER) private readonly mp: MercadoPagoAdapter,
  ) {
    this.logger = runtime.logger('payments-checkout');
  }

  /** Created at the provider (the idempotency key makes a retried call one preference); 502 when it fails. */
  async preference(charge: CheckoutPreferenceRequest): Promise<{ preference: { id: string; initPoint: string } }> {
    const { client } = this.mp;
    const body = toPreferenceRequest(charge, { notificationUrl: client.notificationUrl, installmentsMax: client.config.installmentsMax });
    let created;
    try {
      created = await client.createPreference(body, charge.idempotencyKey);
    } catch (err) {
      this.logger.error({ err, externalReference: charge.externalReference }, 'could not create the Mercado Pago preference');
      throw new ServiceFailure(502, PM.providerUnavailable);
    }
    if (!created.id || !created.init_point) throw new ServiceFailure(502, PM.providerUnavailable);
    return { preference: { id: created.id, initPoint: created.init_point } };
  }
}
