import type { Database } from '@kukki/platform';
import { OrdersRepository } from '../orders.repository';
import { toPaymentResult } from '../payments/payment-state';
import { mpPayment } from './mp-payments';

/** Stores an order as paid by an approved card payment, without going through Mercado Pago. */
export async function markPaid(db: Database, orderId: string, paymentId = 1_310_000_001): Promise<void> {
  await new OrdersRepository(db).update(orderId, {
    isPaid: true,
    paidAt: new Date(),
    status: 'recibida',
    paymentResult: toPaymentResult(mpPayment(paymentId, 'approved', 0, { external_reference: orderId })),
  });
}
