import { mexicanPhone } from './mx-phone';

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
