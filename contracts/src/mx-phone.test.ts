import { countryPhoneRefusal, mexicanPhone, PHONE_AFTER_COUNTRY_MESSAGE, phoneNationalDigits } from './mx-phone';
import { payerInput } from './orders/schemas';
import { enrolmentPayerSchema } from './subscriptions/schemas';

describe('mexicanPhone', () => {
  it('puts +52 in front of a 10-digit number however it was entered', () => {
    for (const [area, number] of [
      ['55', '12345678'],
      ['', '5512345678'],
      ['+52', '55 1234 5678'],
      ['52', '5512345678'],
      ['+521', '5512345678'],
    ]) {
      expect(mexicanPhone(area, number)).toEqual({
        text: '+52 55 1234 5678',
        tel: 'tel:+525512345678',
        whatsapp: 'https://wa.me/525512345678',
      });
    }
  });

  it('never reads «+52» and eight digits as a ten-digit number (a short number stays as typed)', () => {
    expect(mexicanPhone('+52', '56781234')?.text).toBe('+5256781234');
    expect(mexicanPhone('+52', '5567812345')?.text).toBe('+52 55 6781 2345');
    expect(mexicanPhone('55', '67812345')?.text).toBe('+52 55 6781 2345');
  });

  it('reads a phone already formatted as one string', () => {
    expect(mexicanPhone('55 12345678')?.text).toBe('+52 55 1234 5678');
    expect(mexicanPhone('+52 5599887766')?.whatsapp).toBe('https://wa.me/525599887766');
  });

  it('keeps a foreign or short number as typed, digits only', () => {
    expect(mexicanPhone('+1', '415 555 0100')).toEqual({
      text: '+14155550100',
      tel: 'tel:+14155550100',
      whatsapp: 'https://wa.me/14155550100',
    });
    expect(mexicanPhone('', '12345')?.text).toBe('12345');
  });

  it('is null without digits', () => {
    expect(mexicanPhone(undefined, undefined)).toBeNull();
    expect(mexicanPhone('+', ' ')).toBeNull();
  });
});

describe('countryPhoneRefusal', () => {
  it('asks for the ten digits after +52 (or 52, +521), whatever spaces were typed', () => {
    for (const area of ['+52', '52', '+521', ' + 52 ']) expect(countryPhoneRefusal(area, '12345678')).toBe(PHONE_AFTER_COUNTRY_MESSAGE);
    expect(countryPhoneRefusal('+52', '55 1234 567')).toBe(PHONE_AFTER_COUNTRY_MESSAGE);
  });

  it('takes the ten digits, the number written again with 52, and a city lada with its own digits', () => {
    expect(countryPhoneRefusal('+52', '55 1234 5678')).toBeNull();
    expect(countryPhoneRefusal('+521', '52 55 1234 5678')).toBeNull();
    expect(countryPhoneRefusal('55', '12345678')).toBeNull();
    expect(countryPhoneRefusal('+1', '4155550100')).toBeNull();
  });

  it('is what an order payer and an enrolment payer are refused with, on the number', () => {
    const payer = { name: 'Ana', email: 'ana@example.com', phone: { area_code: '+52', number: '12345678' } };
    const order = payerInput.safeParse(payer);
    expect(order.success ? null : order.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone.number', PHONE_AFTER_COUNTRY_MESSAGE],
    ]);
    const enrolment = enrolmentPayerSchema.shape.phone.safeParse(payer.phone);
    expect(enrolment.success ? null : enrolment.error.issues[0]?.message).toBe(PHONE_AFTER_COUNTRY_MESSAGE);
    expect(payerInput.safeParse({ ...payer, phone: { area_code: '+52', number: '5512345678' } }).success).toBe(true);
  });

  it('reads +52 with the number written again with 52 as the ten national digits', () => {
    expect(mexicanPhone('+52', '52 55 1234 5678')?.text).toBe('+52 55 1234 5678');
  });
});

describe('a city lada typed as the area code', () => {
  it.each([
    ['55', '5512345678', '5512345678'],
    ['55', '12345678', '5512345678'],
    ['(55)', '1234 5678', '5512345678'],
    ['222', '1234567', '2221234567'],
    ['+52', '5512345678', '5512345678'],
    ['52', '15512345678', '5512345678'],
    ['55', '123', null],
  ])('%s + %s → %s', (area, number, national) => {
    expect(phoneNationalDigits(area, number)).toBe(national);
    if (national)
      expect(mexicanPhone(area, number)).toEqual({
        text: `+52 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`,
        tel: `tel:+52${national}`,
        whatsapp: `https://wa.me/52${national}`,
      });
  });
});
