import { pesosToCents, priceOrder, roundMoney } from './pricing';

const line = (unit_price: number, quantity: number) => ({ unit_price, quantity });
const sumLines = (lines: Array<{ line_total: number }>) => Math.round(lines.reduce((s, l) => s + l.line_total * 100, 0)) / 100;

describe('priceOrder', () => {
  it('adds quantity × unit price and charges shipping 69 up to 699', () => {
    const t = priceOrder([line(200, 1), line(150, 2)], null);
    expect(t).toMatchObject({ itemsPrice: 500, discountPrice: 0, shippingPrice: 69, taxPrice: 0, totalPrice: 569 });
  });

  it('ships free above 699 and charges 69 at exactly 699', () => {
    expect(priceOrder([line(699, 1)], null)).toMatchObject({ shippingPrice: 69, totalPrice: 768 });
    expect(priceOrder([line(699.01, 1)], null)).toMatchObject({ shippingPrice: 0, totalPrice: 699.01 });
    expect(priceOrder([line(400, 2)], null)).toMatchObject({ itemsPrice: 800, shippingPrice: 0, totalPrice: 800 });
  });

  it('first purchase takes 25 % of the items and shipping is recomputed on the discounted subtotal', () => {
    // 800 → 600 after the discount: now 699 or less, so shipping comes back.
    const t = priceOrder([line(400, 2)], { type: 'FP' });
    expect(t).toMatchObject({ itemsPrice: 800, discountPrice: 200, shippingPrice: 69, totalPrice: 669 });
    expect(priceOrder([line(500, 2)], { type: 'FP' })).toMatchObject({ discountPrice: 250, shippingPrice: 0, totalPrice: 750 });
  });

  it('a percent coupon takes amount/100 of the subtotal, rounded to centavos', () => {
    expect(priceOrder([line(300, 1)], { type: 'CP', code: 'X', isPercent: true, amount: 10 })).toMatchObject({
      discountPrice: 30,
      totalPrice: 339,
    });
    // 12.5 % of 85.01 = 10.62625 → 10.63
    const t = priceOrder([line(85.01, 1)], { type: 'CP', code: 'X', isPercent: true, amount: 12.5 });
    expect(t).toMatchObject({ itemsPrice: 85.01, discountPrice: 10.63, shippingPrice: 69, totalPrice: 143.38 });
    expect(priceOrder([line(100, 1)], { type: 'CP', code: 'X', isPercent: true, amount: 100 })).toMatchObject({
      discountPrice: 100,
      totalPrice: 69,
    });
  });

  it('a fixed coupon deducts the amount, spread over the units by quantity', () => {
    const t = priceOrder([line(200, 1), line(150, 2)], { type: 'CP', code: 'X', isPercent: false, amount: 90 });
    expect(t).toMatchObject({ itemsPrice: 500, discountPrice: 90, shippingPrice: 69, totalPrice: 479 });
    expect(t.chargedLines.map((l) => l.charged_unit_price)).toEqual([170, 120]);
    expect(sumLines(t.chargedLines)).toBe(410);
  });

  it('a fixed coupon that does not divide evenly still deducts exactly its amount', () => {
    const t = priceOrder([line(100, 3)], { type: 'CP', code: 'X', isPercent: false, amount: 100 });
    expect(t).toMatchObject({ itemsPrice: 300, discountPrice: 100, totalPrice: 269 });
    expect(sumLines(t.chargedLines)).toBe(200);
  });

  it('a fixed coupon never takes a line below zero nor the items below zero', () => {
    const t = priceOrder([line(10, 1), line(200, 1)], { type: 'CP', code: 'X', isPercent: false, amount: 100 });
    expect(t.discountPrice).toBe(100);
    expect(t.chargedLines.map((l) => l.line_total)).toEqual([0, 110]);
    const all = priceOrder([line(50, 1)], { type: 'CP', code: 'X', isPercent: false, amount: 500 });
    expect(all).toMatchObject({ itemsPrice: 50, discountPrice: 50, shippingPrice: 69, totalPrice: 69 });
  });

  it('charged lines always add up to the discounted subtotal', () => {
    const lines = [line(85.5, 3), line(199.99, 7), line(0.01, 1)];
    for (const d of [
      { type: 'FP' as const },
      { type: 'CP' as const, code: 'X', isPercent: true, amount: 33 },
      { type: 'CP' as const, code: 'X', isPercent: false, amount: 77.77 },
    ]) {
      const t = priceOrder(lines, d);
      expect(sumLines(t.chargedLines)).toBe(roundMoney(t.itemsPrice - t.discountPrice));
      expect(t.totalPrice).toBe(roundMoney(t.itemsPrice - t.discountPrice + t.shippingPrice));
    }
  });

  it('avoids float drift: 0.1 + 0.2 style sums stay exact', () => {
    expect(priceOrder([line(0.1, 1), line(0.2, 1)], null).itemsPrice).toBe(0.3);
    expect(priceOrder([line(19.99, 3)], null).itemsPrice).toBe(59.97);
  });

  it('takes one discount only: FP is never combined with a coupon', () => {
    // The type makes a combination impossible; FP alone is 25 %, whatever coupon the client wanted.
    const fp = priceOrder([line(400, 1)], { type: 'FP' });
    expect(fp.discountPrice).toBe(100);
  });
});

describe('roundMoney', () => {
  it('rounds to centavos', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(10)).toBe(10);
  });
});

describe('pesosToCents', () => {
  it('rounds half a centavo up even when the binary value falls just below it', () => {
    expect([1.005, 2.675, 10.625, 0.125, 1234.565].map(pesosToCents)).toEqual([101, 268, 1063, 13, 123457]);
  });

  it('gives the same centavos as the decimal reading of every price up to 100,000 pesos', () => {
    const decimal = (pesos: number) => Math.round(Number((pesos * 100).toPrecision(12)));
    const differing: number[] = [];
    // Four decimals: half centavos and their neighbours, every one up to 100 pesos, then a stride up to 100,000.
    for (let i = 0; i <= 1_000_000; i++) if (pesosToCents(i / 1e4) !== decimal(i / 1e4)) differing.push(i / 1e4);
    for (let i = 0; i <= 1e9; i += 9973) if (pesosToCents(i / 1e4) !== decimal(i / 1e4)) differing.push(i / 1e4);
    expect(differing).toEqual([]);
    expect([0, 0.01, 69, 699.01, -0.5, -1.005].map(pesosToCents)).toEqual([0, 1, 6900, 69901, -50, -100]);
  });
});
