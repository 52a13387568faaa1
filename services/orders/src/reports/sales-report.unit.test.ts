import type { SubscriptionDeliveryDto } from '@kukki/contracts';
import type { OrderRow, StoredItem } from '../db/schema';
import { productionOf } from '../production/day-sheets';
import { salesReportOf } from './sales-report';

const line = (over: Partial<StoredItem> = {}): StoredItem => ({
  id: 'a'.repeat(24),
  title: 'Pay de limón (Individual)',
  picture_url: '',
  category_id: 'postres',
  size: 'Individual',
  quantity: 1,
  unitPriceCents: 8500,
  lineTotalCents: 8500,
  description: '',
  picks: [],
  ...over,
});

const order = (over: Partial<OrderRow> = {}): OrderRow =>
  ({
    id: 'b'.repeat(24),
    orderSeq: 1,
    isPaid: true,
    cancelled: false,
    status: 'recibida',
    paidAt: new Date('2026-11-26T18:00:00Z'),
    createdAt: new Date('2026-11-26T17:00:00Z'),
    items: [line()],
    itemsCents: 8500,
    discountCents: 0,
    shippingCents: 6900,
    totalCents: 15400,
    discountDescription: { type: '', code: '', isActive: false, isPercentage: false, amount: 0 },
    paymentResult: null,
    channel: 'web',
    ...over,
  }) as OrderRow;

describe('sales report: paid, not cancelled; refunds apart and net = revenue − refunds', () => {
  it('counts paid and refunded sales, subtracts what was given back and ignores unpaid and cancelled ones', () => {
    const report = salesReportOf(
      '2026-11-26',
      '2026-11-26',
      ['2026-11-26'],
      [
        order(),
        order({ isPaid: false, paidAt: null, status: 'reembolsada', totalCents: 20000 }),
        order({ isPaid: false, status: 'creada' }),
        order({ cancelled: true, status: 'cancelada' }),
        order({
          discountCents: 1000,
          totalCents: 14400,
          discountDescription: { type: 'CP', code: 'DULCE10', isActive: true, isPercentage: true, amount: 10 },
          paymentResult: { payment_type_id: 'credit_card' } as OrderRow['paymentResult'],
          refunds: [{ id: 'r1', amountCents: 5000, at: '2026-11-27T10:00:00Z' }],
        }),
      ],
    );
    expect(report.totals).toEqual({ orders: 3, revenue: 498, discounts: 10, shipping: 207, refunds: 250, net: 248 });
    expect(report.byDay).toEqual([{ date: '2026-11-26', orders: 3, revenue: 498 }]);
    expect(report.byCoupon).toEqual([{ code: 'DULCE10', uses: 1, discount: 10 }]);
    expect(report.byPaymentMethod.map((m) => m.method).sort()).toEqual(['Sin dato', 'Tarjeta de crédito']);
    expect(report.byProduct).toEqual([{ productId: 'a'.repeat(24), name: 'Pay de limón', quantity: 3, revenue: 255 }]);
  });
});

describe('sizes with their own parentheses', () => {
  it('are named once on the production list and the sales report: «Pastel de zanahoria», size «Grande (14 personas)»', () => {
    const cake = line({ title: 'Pastel de zanahoria — Grande (14 personas)', size: 'Grande (14 personas)' });
    expect(productionOf('2026-11-27', [order({ items: [cake] })], []).products).toEqual([
      { productId: 'a'.repeat(24), name: 'Pastel de zanahoria', size: 'Grande (14 personas)', quantity: 1 },
    ]);
    const report = salesReportOf('2026-11-26', '2026-11-26', ['2026-11-26'], [order({ items: [cake] })]);
    expect(report.byProduct.map((p) => p.name)).toEqual(['Pastel de zanahoria']);
  });
});

describe('production list', () => {
  it('tells chocolate kinds apart', () => {
    const truffles = (picks: string[], quantity: number) =>
      line({ id: 'd'.repeat(24), title: 'Trufas de chocolate', size: '', category_id: 'chocolates', picks, quantity });
    const list = productionOf(
      '2026-11-27',
      [order({ items: [truffles(['Amargo'], 2), truffles(['Leche'], 1), truffles(['Amargo'], 1)] })],
      [],
    );
    expect(list.products.map((p) => [p.name, p.quantity])).toEqual([
      ['Trufas de chocolate · Tipo: Amargo', 3],
      ['Trufas de chocolate · Tipo: Leche', 1],
    ]);
  });

  it('adds the subscription boxes of the day, marked, after the order boxes', () => {
    const box = line({
      id: 'c'.repeat(24),
      title: 'Caja Kukki (Chica)',
      size: 'Chica',
      category_id: 'cajas',
      picks: ['Besos de coco', 'Alfajores mini'],
    });
    const delivery = {
      plan: { name: 'Dulce mes', period: 'Mensual' },
      desserts: [{ name: 'Brownie' }, { name: 'Alfajor' }],
    } as unknown as SubscriptionDeliveryDto;
    const list = productionOf('2026-11-27', [order({ items: [line({ quantity: 2 }), box] })], [delivery, delivery]);
    expect(list.products).toEqual([{ productId: 'a'.repeat(24), name: 'Pay de limón', size: 'Individual', quantity: 2 }]);
    /** A box's contents: each of `names`, in that order, `quantity` times. */
    const contents = (quantity: number, ...names: string[]) => names.map((name) => ({ name, quantity }));
    expect(list.boxes).toEqual([
      { name: 'Caja Kukki', size: 'Chica', count: 1, contents: contents(1, 'Alfajores mini', 'Besos de coco') },
      { name: 'Suscripción Dulce mes', size: 'Mensual', count: 2, contents: contents(2, 'Alfajor', 'Brownie'), subscription: true },
    ]);
    expect(list).toMatchObject({ date: '2026-11-27', orders: 1, subscriptions: 2 });
  });
});
