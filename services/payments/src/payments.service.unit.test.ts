import type { PaymentLedgerDto } from '@kukki/contracts';
import { isNews } from './payments.service';

const entry = (over: Partial<PaymentLedgerDto> = {}): PaymentLedgerDto => ({
  paymentId: '1',
  externalReference: 'ref',
  kind: 'order',
  status: 'approved',
  statusDetail: 'accredited',
  paymentMethodId: 'master',
  paymentTypeId: 'credit_card',
  amountCents: 25000,
  currency: 'MXN',
  refunds: [],
  dateApproved: '2026-11-26T10:00:00.000Z',
  lastUpdated: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('isNews (what a fetched payment tells its consumers)', () => {
  it('a first sighting, a new status or a new refund is news', () => {
    expect(isNews(null, entry())).toBe(true);
    expect(isNews(entry({ status: 'pending' }), entry({ lastUpdated: '2026-11-26T11:00:00.000Z' }))).toBe(true);
    expect(isNews(entry(), entry({ refunds: [{ id: 'r1', amountCents: 100, at: 'x' }] }))).toBe(true);
  });

  it('the same payment again (a duplicated webhook) is not news', () => {
    expect(isNews(entry(), entry())).toBe(false);
  });

  it('an older fetch arriving late (out of order) is not news, even with another status', () => {
    expect(isNews(entry(), entry({ status: 'pending', lastUpdated: '2026-11-26T09:00:00.000Z' }))).toBe(false);
  });
});
