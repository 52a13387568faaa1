import { deferredExpiry, offersDeferred, ticketExpiry } from './deferred';

describe('when an emulated OXXO ticket or SPEI transfer expires', () => {
  // Friday 27 November 2026, 12:00 in Mexico City.
  const now = new Date('2026-11-27T18:00:00Z');
  const usual = ticketExpiry(now);

  it('follows Mercado Pago’s default of 3 days without a date_of_expiration', () => {
    expect(deferredExpiry({ date_of_expiration: null }, undefined, now)).toEqual(usual);
    expect(usual.toISOString()).toBe('2026-11-30T05:59:59.000Z');
  });

  it('ends at the preference’s date_of_expiration when that comes first, never later than the default', () => {
    expect(deferredExpiry({ date_of_expiration: '2026-11-27T23:59:59.000-06:00' }, undefined, now).toISOString()).toBe(
      '2026-11-28T05:59:59.000Z',
    );
    expect(deferredExpiry({ date_of_expiration: '2026-12-24T00:00:00.000-06:00' }, undefined, now)).toEqual(usual);
  });

  it('lets the control API name the days', () => {
    expect(deferredExpiry({ date_of_expiration: '2026-11-27T23:59:59.000-06:00' }, 5, now)).toEqual(ticketExpiry(now, 5));
  });
});

describe('which of OXXO and SPEI a preference offers', () => {
  it('both by default; neither when it leaves out tickets and bank transfers', () => {
    expect(offersDeferred({}, 'oxxo')).toBe(true);
    expect(offersDeferred({ payment_methods: { excluded_payment_types: [] } }, 'spei')).toBe(true);
    const cardOnly = { payment_methods: { excluded_payment_types: [{ id: 'ticket' }, { id: 'bank_transfer' }] } };
    expect(offersDeferred(cardOnly, 'oxxo')).toBe(false);
    expect(offersDeferred(cardOnly, 'spei')).toBe(false);
  });
});
