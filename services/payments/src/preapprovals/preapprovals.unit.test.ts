import type { PreapprovalDto } from '@kukki/contracts';
import { isPreapprovalNews, isSubscriptionTopic } from './preapprovals.service';

const preapproval = (over: Partial<PreapprovalDto> = {}): PreapprovalDto => ({
  preapprovalId: 'pa1',
  externalReference: 'sub_64b7f0c2a1b2c3d4e5f60718',
  status: 'authorized',
  initPoint: 'https://mp.test/subscriptions/checkout?preapproval_id=pa1',
  amountCents: 39900,
  currency: 'MXN',
  lastChargedAt: '2026-11-26T10:00:00.000Z',
  lastModified: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('isPreapprovalNews (what a fetched preapproval tells subscriptions)', () => {
  it('a first sighting, a new status, amount or charge is news', () => {
    expect(isPreapprovalNews(null, preapproval())).toBe(true);
    const later = '2026-11-26T11:00:00.000Z';
    expect(isPreapprovalNews(preapproval(), preapproval({ status: 'cancelled', lastModified: later }))).toBe(true);
    expect(isPreapprovalNews(preapproval(), preapproval({ amountCents: 45000, lastModified: later }))).toBe(true);
    expect(isPreapprovalNews(preapproval(), preapproval({ lastChargedAt: later, lastModified: later }))).toBe(true);
  });

  it('the same preapproval again (a duplicated notification) is not news', () => {
    expect(isPreapprovalNews(preapproval(), preapproval())).toBe(false);
  });

  it('an older fetch arriving late (out of order) is not news, even with another status', () => {
    expect(isPreapprovalNews(preapproval({ status: 'cancelled' }), preapproval({ lastModified: '2026-11-26T09:00:00.000Z' }))).toBe(false);
  });
});

describe('isSubscriptionTopic', () => {
  it('preapprovals and authorized payments are subscriptions; payments are not', () => {
    for (const t of ['subscription_preapproval', 'preapproval', 'subscription_authorized_payment', 'authorized_payment'])
      expect(isSubscriptionTopic(t)).toBe(true);
    expect(isSubscriptionTopic('payment')).toBe(false);
    expect(isSubscriptionTopic('merchant_order')).toBe(false);
  });
});
