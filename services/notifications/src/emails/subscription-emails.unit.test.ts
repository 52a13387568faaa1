import { EVENTS, type DeliveryScheduled, type EnrolmentPaymentRefunded } from '@kukki/contracts';
import { SAMPLE_EVENTS } from '../testing/email-samples';
import { deliveryScheduled, enrolmentPaymentRefunded } from './subscription-emails';

const ctx = { publicUrl: 'https://kukki.mx', shopInbox: 'hola@kukki.mx' };
const scheduled = SAMPLE_EVENTS[EVENTS.deliveryScheduled] as DeliveryScheduled;

describe('the «tu caja llega» e-mail', () => {
  it('goes for each month’s box', () => {
    expect(deliveryScheduled(scheduled, ctx).map((d) => d.template)).toEqual(['subscription-delivery']);
  });

  it('is not sent for the first box of an activation: the «activa» e-mail of that moment already names it', () => {
    expect(deliveryScheduled({ ...scheduled, withActivation: true }, ctx)).toEqual([]);
  });
});

describe('the «te devolvimos tu pago» e-mail', () => {
  const refunded = SAMPLE_EVENTS[EVENTS.enrolmentPaymentRefunded] as EnrolmentPaymentRefunded;

  it('says why the payment was not needed, and is keyed by the payment (once, whatever repeats the event)', () => {
    const [cancelled] = enrolmentPaymentRefunded(refunded, ctx);
    expect(cancelled.view).toMatchObject({ refundAmount: '$1,299.00', alreadyCancelled: true });
    const [paidTwice] = enrolmentPaymentRefunded({ ...refunded, enrollment: { ...refunded.enrollment, status: 'activa' } }, ctx);
    expect(paidTwice.view).toMatchObject({ alreadyCancelled: false });
    expect(cancelled.idempotencyKey).toBe(paidTwice.idempotencyKey);
    expect(cancelled.idempotencyKey).toContain('1400000001');
  });
});
