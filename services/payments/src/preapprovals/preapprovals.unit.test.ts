import type { PreapprovalDto } from '@kukki/contracts';
import { SAMPLE_PREAPPROVAL } from '@kukki/contracts/testing';
import { isPreapprovalNews, isSubscriptionTopic } from './preapprovals.service';

/** The sample preapproval (charged and last changed at 18:00 UTC) with `over`. */
const preapproval = (over: Partial<PreapprovalDto> = {}): PreapprovalDto => ({ ...SAMPLE_PREAPPROVAL, ...over });

describe('isPreapprovalNews (what a fetched preapproval tells subscriptions)', () => {
  it('a first sighting, a new status, amount or charge is news', () => {
    expect(isPreapprovalNews(null, preapproval())).toBe(true);
    const later = '2026-11-26T19:00:00.000Z';
    expect(isPreapprovalNews(preapproval(), preapproval({ status: 'cancelled', lastModified: later }))).toBe(true);
    expect(isPreapprovalNews(preapproval(), preapproval({ amountCents: 45000, lastModified: later }))).toBe(true);
    expect(isPreapprovalNews(preapproval(), preapproval({ lastChargedAt: later, lastModified: later }))).toBe(true);
  });

  it('the same preapproval again (a duplicated notification) is not news', () => {
    expect(isPreapprovalNews(preapproval(), preapproval())).toBe(false);
  });

  it('an older fetch arriving late (out of order) is not news, even with another status', () => {
    expect(isPreapprovalNews(preapproval({ status: 'cancelled' }), preapproval({ lastModified: '2026-11-26T17:00:00.000Z' }))).toBe(false);
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
