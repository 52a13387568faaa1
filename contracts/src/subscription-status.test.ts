import {
  adminEnrolmentsRequest,
  enrolmentCancellable,
  enrolmentPayerSchema,
  enrolmentStateOf,
  enrolmentStatusLabel,
  enrolRequestSchema,
  ENROLMENT_STATES,
  ENROLMENT_STATUS_LABELS,
  SUBSCRIPTION_MESSAGES,
} from './subscriptions';
import { SAMPLE_DELIVERY_ADDRESS } from './testing';
import { safeParse } from './validation';

/** A payer every enrolment rule accepts: the shared sample address, from 1 December. */
const payer = {
  name: 'Ana',
  email: 'ana@kukki.mx',
  phone: { area_code: '55', number: '12345678' },
  deliveryAddress: { ...SAMPLE_DELIVERY_ADDRESS, subscriptionDate: '2026-12-01' },
};

describe('enrolment statuses in Spanish', () => {
  it('has one Spanish label per stored state, and reads either form', () => {
    expect(ENROLMENT_STATES.map((s) => ENROLMENT_STATUS_LABELS[s])).toEqual([
      'pendiente',
      'autorizada',
      'activa',
      'pausada',
      'cancelada',
      'finalizada',
    ]);
    expect(enrolmentStatusLabel('pending')).toBe('pendiente');
    expect(enrolmentStatusLabel('cancelada')).toBe('cancelada');
    expect(enrolmentStatusLabel('otro')).toBe('otro');
    expect(enrolmentStateOf('activa')).toBe('active');
    expect(enrolmentStateOf('nada')).toBeUndefined();
  });

  it('only active, pending, authorised or paused ones can be cancelled', () => {
    expect(['pendiente', 'activa', 'pausada', 'autorizada', 'active'].every(enrolmentCancellable)).toBe(true);
    expect(['cancelada', 'finalizada', 'cancelled', 'x'].some(enrolmentCancellable)).toBe(false);
  });

  it('filters the admin list by a Spanish status (the stored name still works)', () => {
    expect(safeParse(adminEnrolmentsRequest, { status: 'cancelada' })).toMatchObject({ ok: true });
    expect(safeParse(adminEnrolmentsRequest, { status: 'cancelled' })).toMatchObject({ ok: true });
    expect(safeParse(adminEnrolmentsRequest, { status: 'rara' })).toMatchObject({
      ok: false,
      message: SUBSCRIPTION_MESSAGES.statusInvalid,
    });
  });

  it('keeps delivery instructions up to 200 characters', () => {
    const withNotes = (notes: unknown) =>
      safeParse(enrolmentPayerSchema, { ...payer, deliveryAddress: { ...payer.deliveryAddress, notes } });
    expect(withNotes(' Timbre 2 ')).toMatchObject({ ok: true, value: { deliveryAddress: { notes: 'Timbre 2' } } });
    expect(withNotes(undefined)).toMatchObject({ ok: true, value: { deliveryAddress: { notes: '' } } });
    expect(withNotes('x'.repeat(201))).toMatchObject({ ok: false, message: SUBSCRIPTION_MESSAGES.notesTooLong });
    // Too long is not missing: the message says which field and its limit.
    expect(safeParse(enrolmentPayerSchema, { ...payer, name: 'n'.repeat(100_000) })).toMatchObject({
      ok: false,
      message: 'El nombre no puede tener más de 120 caracteres',
    });
    expect(safeParse(enrolmentPayerSchema, { ...payer, name: '' })).toMatchObject({
      ok: false,
      message: SUBSCRIPTION_MESSAGES.nameRequired,
    });
  });

  it('an enrolment without its payer says so in Spanish, not with the field name', () => {
    const subscription = { _id: '5f1b2c3d4e5f6a7b8c9d0e1f' };
    for (const body of [{ subscription }, { subscription, payer: null }, { subscription, payer: 'Ana' }])
      expect(safeParse(enrolRequestSchema, body)).toMatchObject({ ok: false, message: SUBSCRIPTION_MESSAGES.payerRequired });
  });
});
