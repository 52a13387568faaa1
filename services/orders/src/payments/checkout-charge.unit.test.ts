import type { OrderRow, StoredItem } from '../db/schema';
import { cashPaymentDeadline, checkoutChargeOf, itemsCents, itemsForLine } from './checkout-charge';

const line = (over: Partial<StoredItem> = {}): StoredItem => ({
  id: 'a'.repeat(24),
  title: 'Caja de galletas',
  picture_url: '/media/caja.jpg',
  category_id: 'cajas',
  size: 'Mediana',
  quantity: 1,
  unitPriceCents: 30000,
  lineTotalCents: 30000,
  description: 'Caja con: Besos de coco',
  picks: ['Besos de coco'],
  ...over,
});

const order = (over: Partial<OrderRow> = {}): OrderRow =>
  ({
    id: 'b'.repeat(24),
    userId: null,
    accessTokenHash: 'x',
    status: 'creada',
    payer: {
      name: 'Ana María López',
      email: 'ana@example.com',
      phone: { area_code: '55', number: '12345678' },
      address: { street_name: 'Roble', street_number: '5', zip_code: '01000' },
    },
    deliveryAddress: {} as OrderRow['deliveryAddress'],
    items: [line()],
    itemsCents: 30000,
    discount: false,
    discountCents: 0,
    discountDescription: { type: '', code: '', isActive: false, isPercentage: false, amount: 0 },
    shippingCents: 6900,
    taxCents: 0,
    totalCents: 36900,
    isPaid: false,
    paidAt: null,
    paymentResult: null,
    preferenceId: null,
    cancelled: false,
    cancelReason: '',
    createdAt: new Date('2025-03-01T18:00:00Z'),
    updatedAt: new Date('2025-03-01T18:00:00Z'),
    ...over,
  }) as OrderRow;

const ctx = { publicUrl: 'https://kukki.mx/', now: new Date('2025-03-01T18:05:00Z') };

describe('itemsForLine', () => {
  it('keeps a line whole when its charged total divides by the quantity', () => {
    expect(itemsForLine(line({ quantity: 3, lineTotalCents: 22500 }), 'https://kukki.mx')).toEqual([
      expect.objectContaining({
        quantity: 3,
        unitPriceCents: 7500,
        title: 'Caja de galletas (Mediana)',
        pictureUrl: 'https://kukki.mx/media/caja.jpg',
      }),
    ]);
  });

  it('splits a line whose total does not divide evenly, exact to the centavo', () => {
    const items = itemsForLine(line({ quantity: 3, lineTotalCents: 10000 }), 'https://kukki.mx');
    expect(items.map((i) => [i.quantity, i.unitPriceCents])).toEqual([
      [2, 3333],
      [1, 3334],
    ]);
    expect(itemsCents(items)).toBe(10000);
  });

  it('drops a line charged nothing', () => {
    expect(itemsForLine(line({ lineTotalCents: 0 }), 'https://kukki.mx')).toEqual([]);
  });
});

describe('checkoutChargeOf', () => {
  it('charges the stored order: charged items + shipping = total, the order page as the way back', () => {
    const { charge, totalCents } = checkoutChargeOf(order(), ctx);
    expect(totalCents).toBe(36900);
    expect(charge.items).toHaveLength(1);
    expect(charge.shippingCents).toBe(6900);
    expect(charge.externalReference).toBe('b'.repeat(24));
    expect(charge.backUrl).toBe(`https://kukki.mx/order/${'b'.repeat(24)}`);
    expect(charge.payer).toMatchObject({
      name: 'Ana',
      surname: 'María López',
      email: 'ana@example.com',
      phone: { area_code: '55', number: '12345678' },
    });
    expect(charge.expiresFrom).toBe('2025-03-01T18:05:00.000Z');
    expect(charge.expiresTo).toBe('2025-03-03T18:00:00.000Z');
    expect(charge.idempotencyKey).toBe(`kukki-preference-${'b'.repeat(24)}`);
  });

  it('uses the discounted line totals (a fixed coupon spread unevenly) and no token for a user order', () => {
    const items = [
      line({ quantity: 3, unitPriceCents: 15000, lineTotalCents: 41667 }),
      line({ id: 'c'.repeat(24), quantity: 2, unitPriceCents: 9999, lineTotalCents: 18665 }),
    ];
    const o = order({
      userId: 'u1',
      items,
      itemsCents: 64998,
      discountCents: 4666,
      discount: true,
      shippingCents: 6900,
      totalCents: 41667 + 18665 + 6900,
    });
    const { charge, totalCents } = checkoutChargeOf(o, ctx);
    expect(itemsCents(charge.items) + 6900).toBe(o.totalCents);
    expect(totalCents).toBe(o.totalCents);
    expect(charge.backUrl).toBe(`https://kukki.mx/order/${'b'.repeat(24)}`);
  });

  it('free shipping: no shipping charged; everything discounted: shipping becomes the only item', () => {
    expect(checkoutChargeOf(order({ shippingCents: 0, totalCents: 30000 }), ctx).charge.shippingCents).toBe(0);
    const free = order({ items: [line({ lineTotalCents: 0 })], discountCents: 30000, totalCents: 6900 });
    const { charge } = checkoutChargeOf(free, ctx);
    expect(charge.items).toEqual([expect.objectContaining({ title: 'Envío', quantity: 1, unitPriceCents: 6900 })]);
    expect(charge.shippingCents).toBe(0);
  });

  it('refuses a charge that would not be the stored total', () => {
    expect(() => checkoutChargeOf(order({ totalCents: 36901 }), ctx)).toThrow(/differs/);
  });
});

describe('the deadline of an OXXO ticket or SPEI transfer', () => {
  // Friday 27 November 2026, 12:00 in Mexico City (UTC-6).
  const friday = new Date('2026-11-27T18:00:00Z');

  it('is the end of the third day counting today, without a delivery date or one far enough', () => {
    expect(cashPaymentDeadline(null, friday).toISOString()).toBe('2026-11-30T05:59:59.000Z'); // Sunday 29, 23:59:59
    expect(cashPaymentDeadline('2026-12-05', friday).toISOString()).toBe('2026-11-30T05:59:59.000Z');
  });

  it('never comes after the eve of the delivery day: a Saturday order is paid by Friday 23:59', () => {
    expect(cashPaymentDeadline('2026-11-28', friday).toISOString()).toBe('2026-11-28T05:59:59.000Z');
  });

  it('goes to Mercado Pago with the charge', () => {
    const withDay = order({ deliveryAddress: { deliveryDate: '2026-11-28' } as OrderRow['deliveryAddress'] });
    expect(checkoutChargeOf(withDay, { ...ctx, now: friday }).charge.cashExpiresAt).toBe('2026-11-28T05:59:59.000Z');
  });

  it('is not offered when it would already have passed or leave under two hours: a delivery today, or tomorrow late at night', () => {
    const on = (deliveryDate: string) => order({ deliveryAddress: { deliveryDate } as OrderRow['deliveryAddress'] });
    // Saturday 28, 02:47 in Mexico City, for delivery that same day: its eve is over.
    const saturdayNight = new Date('2026-11-28T08:47:00Z');
    expect(checkoutChargeOf(on('2026-11-28'), { ...ctx, now: saturdayNight }).charge).toMatchObject({ cashExcluded: true });
    expect(checkoutChargeOf(on('2026-11-28'), { ...ctx, now: saturdayNight }).charge.cashExpiresAt).toBeUndefined();
    // Friday 22:30 for Saturday: 1.5 h until Friday 23:59.
    const fridayLate = new Date('2026-11-28T04:30:00Z');
    expect(checkoutChargeOf(on('2026-11-28'), { ...ctx, now: fridayLate }).charge).toMatchObject({ cashExcluded: true });
    // Friday noon for Saturday: until Friday 23:59, offered.
    expect(checkoutChargeOf(on('2026-11-28'), { ...ctx, now: friday }).charge.cashExcluded).toBeUndefined();
  });
});

describe('item titles', () => {
  it('adds the size once', () => {
    expect(itemsForLine(line({ title: 'Alfajores (6 piezas)', size: '6 piezas' }), 'https://kukki.mx')[0].title).toBe(
      'Alfajores (6 piezas)',
    );
    expect(itemsForLine(line({ title: 'Alfajores', size: '6 piezas' }), 'https://kukki.mx')[0].title).toBe('Alfajores (6 piezas)');
  });
});

describe('item descriptions', () => {
  it('name a box’s contents and a chocolate’s kind as the shopper read them on the order', () => {
    expect(itemsForLine(line(), 'https://kukki.mx')[0].description).toBe('Caja con: Besos de coco');
    const chocolate = line({
      title: 'Tableta de chocolate',
      category_id: 'chocolates',
      description: 'Caja con: Semiamargo',
      picks: ['Semiamargo'],
    });
    expect(itemsForLine(chocolate, 'https://kukki.mx')[0].description).toBe('Tipo: Semiamargo');
    expect(itemsForLine(line({ category_id: 'postres', description: '', picks: [] }), 'https://kukki.mx')[0].description).toBeUndefined();
  });
});
