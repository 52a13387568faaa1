import { toLedgerEntry, toPaymentUpdated, toSnapshot, type ProviderPayment } from './mercadopago-adapter';

const card = {
  id: 7,
  status: 'approved',
  status_detail: 'accredited',
  authorization_code: '123456',
  operation_type: 'regular_payment',
  payment_method_id: 'master',
  payment_type_id: 'credit_card',
  money_release_date: '2025-03-02T12:00:00.000Z',
  external_reference: 'b'.repeat(24),
  date_approved: '2025-03-01T12:01:00.000Z',
  date_last_updated: '2025-03-01T12:01:00.000Z',
  transaction_amount: 369.004,
  currency_id: 'MXN',
  transaction_details: { net_received_amount: 350.5 },
  refunds: [{ id: 9, amount: 50, status: 'approved', date_created: '2025-03-02T10:00:00.000Z' }],
} as unknown as ProviderPayment;

describe('toSnapshot', () => {
  it("keeps spec §3's paymentResult, the amount in centavos and the approved refunds", () => {
    const s = toSnapshot(card);
    // The payment's own fields as Mercado Pago sent them; the id as text, and of its details the net amount alone.
    const { status, status_detail, authorization_code, operation_type, payment_method_id, payment_type_id, money_release_date } = card;
    const copied = { status, status_detail, authorization_code, operation_type, payment_method_id, payment_type_id, money_release_date };
    expect(s.result).toEqual({ id: '7', ...copied, transaction_details: { net_received_amount: 350.5 } });
    expect(s).toMatchObject({
      paymentId: '7',
      kind: 'order',
      amountCents: 36900,
      currency: 'MXN',
      instructions: null,
      expiredUnpaid: false,
    });
    expect(s.refunds).toEqual([{ id: '9', amountCents: 5000, at: '2025-03-02T10:00:00.000Z' }]);
  });

  it('a pending OXXO ticket carries its instructions; one cancelled as expired says so', () => {
    const ticket = {
      ...card,
      status: 'pending',
      status_detail: 'pending_waiting_payment',
      payment_method_id: 'oxxo',
      payment_type_id: 'ticket',
      date_of_expiration: '2025-03-04T05:59:59.000Z',
      transaction_details: { payment_method_reference_id: '1234 5678', external_resource_url: 'https://mp.test/ticket/7' },
      refunds: [],
    } as unknown as ProviderPayment;
    expect(toSnapshot(ticket).instructions).toMatchObject({
      method: 'oxxo',
      reference: '1234 5678',
      ticketUrl: 'https://mp.test/ticket/7',
      expiresAt: '2025-03-04T05:59:59.000Z',
    });
    const expired = toSnapshot({ ...ticket, status: 'cancelled', status_detail: 'expired' });
    expect(expired).toMatchObject({ instructions: null, expiredUnpaid: true });
  });
});

describe('toPaymentUpdated (what record() stores and reports)', () => {
  it('reads the payment into its ledger entry once: the event carries the entry the ledger records', () => {
    const reads = new Map<PropertyKey, number>();
    const watched = new Proxy(card, {
      get(target, key, receiver) {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const updated = toPaymentUpdated(watched);
    expect(reads.get('refunds')).toBe(1);
    expect(reads.get('external_reference')).toBe(1);
    expect(updated).toMatchObject({ ...toLedgerEntry(card), amount: 369, raw: watched });
    expect(updated).toMatchObject(toSnapshot(card));
  });
});
