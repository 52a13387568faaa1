import type { PaymentLedgerDto } from '@kukki/contracts';
import { SAMPLE_LEDGER_ENTRY } from '@kukki/contracts/testing';
import { isNews } from './payments.service';

/** The sample ledger entry (last updated at 18:00 UTC) with `over`. */
const entry = (over: Partial<PaymentLedgerDto> = {}): PaymentLedgerDto => ({ ...SAMPLE_LEDGER_ENTRY, ...over });

describe('isNews (what a fetched payment tells its consumers)', () => {
  it('a first sighting, a new status or a new refund is news', () => {
    expect(isNews(null, entry())).toBe(true);
    expect(isNews(entry({ status: 'pending' }), entry({ lastUpdated: '2026-11-26T19:00:00.000Z' }))).toBe(true);
    expect(isNews(entry(), entry({ refunds: [{ id: 'r1', amountCents: 100, at: 'x' }] }))).toBe(true);
  });

  it('the same payment again (a duplicated webhook) is not news', () => {
    expect(isNews(entry(), entry())).toBe(false);
  });

  it('an older fetch arriving late (out of order) is not news, even with another status', () => {
    expect(isNews(entry(), entry({ status: 'pending', lastUpdated: '2026-11-26T17:00:00.000Z' }))).toBe(false);
  });
});
