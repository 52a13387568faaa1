import type { CheckoutPreferenceRequest } from '@kukki/contracts';
import { toPreferenceRequest } from './preference-request';

const charge: CheckoutPreferenceRequest = {
  externalReference: 'b'.repeat(24),
  items: [
    {
      id: 'a1',
      title: 'Caja de galletas (Mediana)',
      pictureUrl: 'https://kukki.mx/media/caja.jpg',
      categoryId: 'cajas',
      quantity: 2,
      unitPriceCents: 3333,
    },
    { id: 'a1', title: 'Caja de galletas (Mediana)', quantity: 1, unitPriceCents: 3334 },
  ],
  shippingCents: 6900,
  payer: { name: 'Ana', surname: 'María López', email: 'ana@example.com', phone: { area_code: '55', number: '12345678' } },
  backUrl: 'https://kukki.mx/order/bbb',
  expiresFrom: '2025-03-01T18:05:00.000Z',
  expiresTo: '2025-03-03T18:00:00.000Z',
  metadata: { order_id: 'b'.repeat(24) },
  idempotencyKey: 'k1',
};
const settings = { notificationUrl: 'https://kukki.mx/api/webhooks/mercadopago' };

describe('toPreferenceRequest', () => {
  it('writes the charge as a Checkout Pro preference: pesos, shipments.cost, one way back, the webhook', () => {
    const body = toPreferenceRequest(charge, settings);
    expect(body.items.map((i) => [i.quantity, i.unit_price, i.currency_id])).toEqual([
      [2, 33.33, 'MXN'],
      [1, 33.34, 'MXN'],
    ]);
    expect(body.items[0]).toMatchObject({ picture_url: 'https://kukki.mx/media/caja.jpg', category_id: 'cajas' });
    expect(body.shipments).toEqual({ cost: 69, mode: 'not_specified' });
    expect(body.external_reference).toBe('b'.repeat(24));
    expect(body.back_urls).toEqual({ success: charge.backUrl, failure: charge.backUrl, pending: charge.backUrl });
    expect(body.auto_return).toBe('approved');
    expect(body.notification_url).toBe(settings.notificationUrl);
    expect(body.statement_descriptor).toBe('KUKKI');
    expect(body.expiration_date_to).toBe('2025-03-03T18:00:00.000-00:00');
    expect(body.payment_methods).toBeUndefined();
  });

  it('offers meses sin intereses only when more than one installment is set; no shipping, no shipments', () => {
    expect(toPreferenceRequest(charge, { ...settings, installmentsMax: 6 }).payment_methods).toEqual({ installments: 6 });
    expect(toPreferenceRequest(charge, { ...settings, installmentsMax: 1 }).payment_methods).toBeUndefined();
    expect(toPreferenceRequest({ ...charge, shippingCents: 0 }, settings).shipments).toBeUndefined();
  });

  it('leaves out cash and transfer (OXXO, SPEI) when the charge cannot be paid that way in time, with meses sin intereses kept', () => {
    const cardOnly = { ...charge, cashExcluded: true };
    expect(toPreferenceRequest(cardOnly, settings).payment_methods).toEqual({
      excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }, { id: 'bank_transfer' }],
    });
    expect(toPreferenceRequest(cardOnly, { ...settings, installmentsMax: 6 }).payment_methods).toMatchObject({ installments: 6 });
    expect(toPreferenceRequest(cardOnly, settings).date_of_expiration).toBeUndefined();
  });
});
