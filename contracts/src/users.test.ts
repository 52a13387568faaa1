import {
  accountStatusLabel,
  adminSetActiveBody,
  deliveryInfoPatch,
  loginRequest,
  signupRequest,
  updateMeRequest,
  USER_MESSAGES,
} from './users';
import { safeParse } from './validation';

describe('users schemas', () => {
  it('normalises e-mails: trimmed and lower-case', () => {
    const parsed = safeParse(signupRequest, {
      name: ' Ana ',
      email: '  Ana@Kukki.MX ',
      password: 'galletas123',
      passwordConfirm: 'galletas123',
    });
    expect(parsed).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@kukki.mx', password: 'galletas123', passwordConfirm: 'galletas123' },
    });
    expect(safeParse(loginRequest, { email: ' ANA@kukki.mx', password: 'x' })).toMatchObject({
      ok: true,
      value: { email: 'ana@kukki.mx' },
    });
  });

  it('answers each missing or wrong sign-up field with its Spanish message', () => {
    const ok = { name: 'Ana', email: 'ana@kukki.mx', password: 'galletas123', passwordConfirm: 'galletas123' };
    const message = (body: unknown) => {
      const r = safeParse(signupRequest, body);
      return r.ok ? null : r.message;
    };
    expect(message({ ...ok, name: undefined })).toBe(USER_MESSAGES.nameRequired);
    expect(message({ ...ok, email: null })).toBe(USER_MESSAGES.emailRequired);
    expect(message({ ...ok, email: 'ana@' })).toBe(USER_MESSAGES.emailInvalid);
    expect(message({ ...ok, password: '1234567', passwordConfirm: '1234567' })).toBe(USER_MESSAGES.passwordTooShort);
    expect(message({ ...ok, passwordConfirm: undefined })).toBe(USER_MESSAGES.passwordConfirmRequired);
    expect(message({ ...ok, passwordConfirm: 'galletas124' })).toBe('Las contraseñas no coinciden');
    expect(message(ok)).toBeNull();
  });

  it('reads delivery info leniently: numbers and nulls as text, an empty city as CDMX; other cities refused', () => {
    expect(safeParse(deliveryInfoPatch, { phone: 5512345678, zip_code: 6700, interior_number: null, city: '' })).toEqual({
      ok: true,
      value: { phone: '5512345678', zip_code: '06700', interior_number: '', city: 'CDMX' },
    });
    expect(safeParse(deliveryInfoPatch, { zip_code: '06700', city: 'Estado de México' })).toMatchObject({ ok: true });
    expect(safeParse(deliveryInfoPatch, { city: 'Guadalajara' })).toEqual({ ok: false, message: USER_MESSAGES.cityInvalid });
    expect(safeParse(updateMeRequest, { deliveryInfo: { zip_code: 'abc' } })).toEqual({ ok: false, message: USER_MESSAGES.zipInvalid });
  });
});

describe('accounts', () => {
  it('keeps lastname apart, trimmed and at most 80 characters', () => {
    const ok = { name: 'Beto', lastname: ' Usuario ', email: 'b@kukki.mx', password: 'galletas123', passwordConfirm: 'galletas123' };
    expect(safeParse(signupRequest, ok)).toMatchObject({ ok: true, value: { name: 'Beto', lastname: 'Usuario' } });
    expect(safeParse(updateMeRequest, { lastname: 'x'.repeat(81) })).toEqual({
      ok: false,
      message: USER_MESSAGES.lastnameTooLong,
    });
  });

  it('PATCH /api/admin/users/{id} takes a boolean `active` only', () => {
    expect(safeParse(adminSetActiveBody, { active: false })).toEqual({ ok: true, value: { active: false } });
    for (const body of [{}, { active: 'false' }, { active: null }, { active: 0 }])
      expect(safeParse(adminSetActiveBody, body)).toMatchObject({ ok: false, message: USER_MESSAGES.activeRequired });
  });

  it('says «Activa» or «Desactivada»', () => {
    expect([accountStatusLabel(true), accountStatusLabel(false)]).toEqual(['Activa', 'Desactivada']);
  });
});
