import { ORDER_STATUSES } from './constants';
import {
  adminCanSet,
  doNotPackReason,
  isTimelineStepBack,
  adminStatusChoices,
  adminTransitionRefusal,
  canTransition,
  FINAL_STATUSES,
  ORDER_TIMELINE_STEPS,
  PAID_STATUSES,
  UNPAID_STATUSES,
} from './order-lifecycle';

describe('the order lifecycle table', () => {
  it('cancelada and reembolsada are final', () => {
    for (const from of FINAL_STATUSES) for (const to of ORDER_STATUSES) expect(canTransition(from, to)).toBe(false);
  });

  it('an unpaid order never goes to cocinando, enviada or entregada; a paid one never back to creada or rechazada', () => {
    for (const from of UNPAID_STATUSES)
      for (const to of ['cocinando', 'enviada', 'entregada'] as const) expect(canTransition(from, to)).toBe(false);
    for (const from of PAID_STATUSES) for (const to of UNPAID_STATUSES) expect(canTransition(from, to)).toBe(false);
    for (const from of PAID_STATUSES) expect(canTransition(from, 'cancelada')).toBe(false);
  });

  it('the admin control offers the current status and what the admin may set from it', () => {
    expect(adminStatusChoices('creada')).toEqual(['creada', 'cancelada']);
    expect(adminStatusChoices('rechazada')).toEqual(['rechazada', 'cancelada']);
    expect(adminStatusChoices('recibida')).toEqual(['recibida', 'cocinando', 'enviada', 'entregada']);
    expect(adminStatusChoices('enviada')).toEqual(['enviada', 'recibida', 'cocinando', 'entregada']);
    expect(adminStatusChoices('cancelada')).toEqual(['cancelada']);
    expect(adminStatusChoices('reembolsada')).toEqual(['reembolsada']);
  });

  it('every refused admin change has a Spanish reason; allowed ones have none', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES.filter((s) => s !== from)) {
        const reason = adminTransitionRefusal(from, to);
        if (adminCanSet(from, to)) expect(reason).toBeNull();
        else expect(reason).toMatch(/^(La orden|Solo un pago|Una orden)/);
      }
    expect(adminTransitionRefusal('creada', 'enviada')).toBe('La orden no está pagada: no puede pasar a «enviada»');
    expect(adminTransitionRefusal('recibida', 'creada')).toBe('La orden ya fue pagada: no puede volver a «creada»');
    expect(adminTransitionRefusal('cancelada', 'enviada')).toBe('La orden está cancelada y su estado ya no puede cambiar');
    expect(adminTransitionRefusal('reembolsada', 'cocinando')).toBe('La orden fue reembolsada y su estado ya no puede cambiar');
    expect(adminTransitionRefusal('recibida', 'cancelada')).toBe('La orden ya fue pagada: para cancelarla, reembólsala');
  });

  it('the timeline steps are reached by the paid statuses, in order', () => {
    expect(ORDER_TIMELINE_STEPS.map((s) => s.label)).toEqual(['Recibida', 'Cocinando', 'En camino', 'Entregada']);
    expect(ORDER_TIMELINE_STEPS.filter((s) => (s.reachedBy as readonly string[]).includes('enviada')).map((s) => s.label)).toEqual([
      'Recibida',
      'Cocinando',
      'En camino',
    ]);
  });
});

describe('isTimelineStepBack', () => {
  it('is a move to an earlier step of the timeline only', () => {
    expect(isTimelineStepBack('entregada', 'cocinando')).toBe(true);
    expect(isTimelineStepBack('enviada', 'recibida')).toBe(true);
    expect(isTimelineStepBack('recibida', 'cocinando')).toBe(false);
    expect(isTimelineStepBack('creada', 'recibida')).toBe(false);
    expect(isTimelineStepBack('entregada', 'reembolsada')).toBe(false);
  });
});

describe('doNotPackReason', () => {
  it('names why an order is not to be packed, with the cancel reason when there is one', () => {
    expect(doNotPackReason({ status: 'cancelada', isPaid: false, cancelReason: ' Me equivoqué de día ' })).toBe(
      'CANCELADA: no la empaques (motivo: Me equivoqué de día)',
    );
    expect(doNotPackReason({ status: 'cancelada', isPaid: false, cancelReason: '' })).toBe('CANCELADA: no la empaques');
    expect(doNotPackReason({ status: 'reembolsada', isPaid: false })).toBe('REEMBOLSADA: no la empaques');
    expect(doNotPackReason({ status: 'rechazada', isPaid: false })).toBe('PAGO RECHAZADO: no la empaques');
    expect(doNotPackReason({ status: 'creada', isPaid: false })).toBe('SIN PAGAR: no la empaques hasta que se pague');
  });

  it('has nothing to say about a paid order in the kitchen', () => {
    for (const status of ['recibida', 'cocinando', 'enviada', 'entregada'] as const)
      expect(doNotPackReason({ status, isPaid: true })).toBeNull();
  });
});
