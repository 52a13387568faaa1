import { EVENTS, type DeliveryScheduled } from '@kukki/contracts';
import { SAMPLE_EVENTS } from '../testing/email-samples';
import { deliveryScheduled } from './subscription-emails';

const ctx = { publicUrl: 'https://kukki.mx', shopInbox: 'hola@kukki.mx' };
const scheduled = SAMPLE_EVENTS[EVENTS.deliveryScheduled] as DeliveryScheduled;

describe('the «tu caja llega» e-mail', () => {
  it('goes for each month’s box', () => {
    expect(deliveryScheduled(scheduled, ctx).map((d) => d.template)).toEqual(['subscription-delivery']);
  });

  it('is not sent for the first box of an activation: the «activa» e-mail of that moment already names it', () => {
    expect(deliveryScheduled({ ...scheduled, withActivation: true }, ctx)).toEqual([]);
  });
});
