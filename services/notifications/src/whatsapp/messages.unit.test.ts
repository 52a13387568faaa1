import { EVENTS, type EventEnvelope, type OrderDto } from '@kukki/contracts';
import { e164ish, isOptOut, whatsAppDraftFor } from './messages';

const paid = (order: Partial<OrderDto>): EventEnvelope =>
  ({
    type: EVENTS.orderPaid,
    data: {
      order: {
        _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
        notifyWhatsApp: true,
        payer: { phone: { area_code: '55', number: '12345678' } },
        totalPrice: 250,
        ...order,
      },
    },
  }) as unknown as EventEnvelope;

describe('WhatsApp updates', () => {
  it('names the order by its number, or the start of its id when it has none', () => {
    expect(whatsAppDraftFor(paid({ orderNumber: 'K-000042' }))?.params[0]).toBe('K-000042');
    expect(whatsAppDraftFor(paid({ orderNumber: '' }))?.text).toContain('No. a1b2c3d4e5 ');
  });

  it('reads «BAJA» in any case, with spaces or an accent', () => {
    expect(['BAJA', ' baja ', 'Bajá'].every(isOptOut)).toBe(true);
    expect(isOptOut('bajar')).toBe(false);
  });

  it('a pending transfer carries its CLABE and ticket, so the message alone is enough to pay', () => {
    const pending = (method: 'oxxo' | 'spei', clabe: string | null) =>
      whatsAppDraftFor({
        ...paid({ orderNumber: 'K-000006' }),
        type: EVENTS.orderPaymentPending,
        data: {
          order: {
            _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
            orderNumber: 'K-000006',
            notifyWhatsApp: true,
            payer: { phone: { area_code: '55', number: '12345678' } },
            paymentInstructions: {
              method,
              paymentId: '9',
              reference: '6772136',
              clabe,
              expiresAt: '2026-12-01T05:59:59.000Z',
              ticketUrl: 'https://kukki.mx/mp/tickets/9',
              amount: 239,
            },
          },
        },
      } as unknown as EventEnvelope)!.text;
    expect(pending('spei', '646180900877174330')).toMatch(
      /^Kukki: tu orden No\. K-000006 te espera\. Transfiere por SPEI antes del .+ a la CLABE 646180900877174330 con la referencia 6772136 \(\$239\.00\)\. Tu ficha: https:\/\/kukki\.mx\/mp\/tickets\/9/,
    );
    expect(pending('oxxo', null)).toMatch(/Paga en OXXO antes del .+ con la referencia 6772136 \(\$239\.00\)\. Tu ficha: https:/);
    expect(pending('oxxo', null)).not.toContain('CLABE');
  });

  it('says nothing for a correction back along the timeline', () => {
    const changed = (previousStatus: string, status: string) =>
      whatsAppDraftFor({
        ...paid({}),
        type: EVENTS.orderStatusChanged,
        data: {
          previousStatus,
          order: {
            _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
            status,
            notifyWhatsApp: true,
            payer: { phone: { area_code: '55', number: '12345678' } },
          },
        },
      } as unknown as EventEnvelope);
    expect(changed('entregada', 'cocinando')).toBeNull();
    expect(changed('recibida', 'cocinando')?.template).toBe('pedido_cocinando');
  });
});

describe('WhatsApp refunds', () => {
  const refundEvent = (type: string, extra: Record<string, unknown>, refunds: Array<{ amount: number }>) =>
    whatsAppDraftFor({
      ...paid({}),
      type,
      data: {
        ...extra,
        order: {
          _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
          orderNumber: 'K-000007',
          notifyWhatsApp: true,
          payer: { phone: { area_code: '55', number: '12345678' } },
          totalPrice: 250,
          refunds: refunds.map((r, i) => ({ id: `r${i}`, at: '2026-11-28T12:00:00.000Z', ...r })),
        },
      },
    } as unknown as EventEnvelope);

  it('tells a partial refund with its amount, and the full refund with all that came back', () => {
    const partial = refundEvent(EVENTS.orderRefundRecorded, { partial: true, refund: { id: 'r0', amount: 50, at: '' } }, [{ amount: 50 }]);
    expect(partial).toMatchObject({ template: 'reembolso_parcial', params: ['K-000007', '$50.00'] });
    expect(partial!.text).toMatch(/^Kukki: te devolvimos \$50\.00 de tu orden No\. K-000007\./);
    // The refund that completes it is not told twice: orders.order.refunded says it.
    expect(refundEvent(EVENTS.orderRefundRecorded, { partial: false, refund: { id: 'r1', amount: 200, at: '' } }, [])).toBeNull();
    const full = refundEvent(EVENTS.orderRefunded, {}, [{ amount: 50 }, { amount: 200 }]);
    expect(full).toMatchObject({ template: 'pedido_reembolsado', params: ['K-000007', '$250.00'] });
    expect(refundEvent(EVENTS.orderRefunded, {}, [])?.params[1]).toBe('$250.00');
  });
});

describe('a phone as WhatsApp sends it', () => {
  it('is E.164 whatever its form, the old mobile prefix 521 included', () => {
    for (const from of ['5215512345678', '525512345678', '+52 55 1234 5678', '5512345678']) expect(e164ish(from)).toBe('+525512345678');
    expect(e164ish('15550783881')).toBeNull();
  });
});
