import { EVENTS, type EventEnvelope, type OrderDto } from '@kukki/contracts';
import { isOptOut, whatsAppDraftFor } from './messages';

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
});
