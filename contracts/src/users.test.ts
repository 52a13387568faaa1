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

/** A sign-up every rule accepts. */
const signup = { name: 'Ana', email: 'ana@kukki.mx', password: 'galletas123', passwordConfirm: 'galletas123' };

describe('users schemas', () => {
  it('normalises e-mails: trimmed and lower-case', () => {
    const parsed = safeParse(signupRequest, { ...signup, name: ' Ana ', email: '  Ana@Kukki.MX ' });
    expect(parsed).toEqual({ ok: true, value: signup });
    expect(safeParse(loginRequest, { email: ' ANA@kukki.mx', password: 'x' })).toMatchObject({
      ok: true,
      value: { email: 'ana@kukki.mx' },
    });
  });

  it('answers each missing or wrong sign-up field with its Spanish message', () => {
    const message = (body: unknown) => {
      const r = safeParse(signupRequest, body);
      return r.ok ? null : r.message;
    };
    expect(message({ ...signup, name: undefined })).toBe(USER_MESSAGES.nameRequired);
    expect(message({ ...signup, email: null })).toBe(USER_MESSAGES.emailRequired);
    expect(message({ ...signup, email: 'ana@' })).toBe(USER_MESSAGES.emailInvalid);
    expect(message({ ...signup, password: '1234567', passwordConfirm: '1234567' })).toBe(USER_MESSAGES.passwordTooShort);
    expect(message({ ...signup, passwordConfirm: undefined })).toBe(USER_MESSAGES.passwordConfirmRequired);
    expect(message({ ...signup, passwordConfirm: 'galletas124' })).toBe('Las contraseñas no coinciden');
    expect(message(signup)).toBeNull();
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
    expect(safeParse(signupRequest, { ...signup, lastname: ' Usuario ' })).toMatchObject({
      ok: true,
      value: { name: 'Ana', lastname: 'Usuario' },
    });
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

  it('refuses a password of spaces only', () => {
    const body = { name: 'Ana', email: 'ana@example.com', password: '        ', passwordConfirm: '        ' };
    expect(safeParse(signupRequest, body)).toMatchObject({ ok: false, message: USER_MESSAGES.passwordBlank });
    expect(safeParse(signupRequest, { ...body, password: ' clave 12 ', passwordConfirm: ' clave 12 ' })).toMatchObject({ ok: true });
  });
});
