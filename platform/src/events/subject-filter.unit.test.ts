import { subjectFilter } from './jetstream-bus';

describe('subjectFilter', () => {
  it('narrows a consumer to the subjects of the event types it handles', () => {
    expect(subjectFilter('evt.', ['payments.payment.updated'])).toBe('evt.payments.payment.updated');
    expect(subjectFilter('evt.', ['payments.payment.updated', 'payments.preapproval.updated'])).toBe('evt.payments.>');
    expect(subjectFilter('evt.', ['orders.order.created', 'orders.order.cancelled', 'orders.order.paid'])).toBe('evt.orders.order.>');
    expect(subjectFilter('evt.', ['orders.order.created', 'orders.order.created'])).toBe('evt.orders.order.created');
  });

  it('takes every event when the types share no first token, or none are named', () => {
    expect(subjectFilter('evt.', ['orders.order.created', 'users.user.created'])).toBe('evt.>');
    expect(subjectFilter('evt.', [])).toBe('evt.>');
    expect(subjectFilter('t1.evt.', undefined)).toBe('t1.evt.>');
  });

  it('never filters out a type shorter than the others', () => {
    expect(subjectFilter('evt.', ['a.b', 'a.b.c'])).toBe('evt.a.>');
  });
});
