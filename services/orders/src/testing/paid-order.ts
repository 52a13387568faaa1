import type { Database } from '@kukki/platform';
import { OrdersRepository } from '../orders.repository';
import { paymentSnapshot } from './payment-snapshots';

/** Stores an order as paid by an approved card payment, without going through the payments service. */
export async function markPaid(db: Database, orderId: string, paymentId = 1_310_000_001): Promise<void> {
  await new OrdersRepository(db).update(orderId, {
    isPaid: true,
    paidAt: new Date(),
    status: 'recibida',
    paymentResult: paymentSnapshot(paymentId, 'approved', 0, { externalReference: orderId }).result,
  });
}
