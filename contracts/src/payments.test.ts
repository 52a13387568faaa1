import { refundLabels, amountCents, chargeMatches, facturaRequest, isValidRfc, RECEIPT_MESSAGES } from './payments';

describe('the amount rule of orders and subscriptions', () => {
  it('matches to the cent and in MXN only', () => {
    expect(amountCents(369)).toBe(36900);
    expect(amountCents(368.999)).toBe(36900);
    expect(amountCents('12.5')).toBe(1250);
    expect(amountCents(undefined)).toBeNull();
    expect(amountCents('x')).toBeNull();
    expect(chargeMatches({ amountCents: 36900, currency: 'MXN' }, 36900)).toBe(true);
    expect(chargeMatches({ amountCents: 36900, currency: 'mxn' }, 36900)).toBe(true);
    expect(chargeMatches({ amountCents: 36899, currency: 'MXN' }, 36900)).toBe(false);
    expect(chargeMatches({ amountCents: 36900, currency: 'USD' }, 36900)).toBe(false);
    expect(chargeMatches({ amountCents: 36900, currency: null }, 36900)).toBe(false);
    expect(chargeMatches({ amountCents: null, currency: 'MXN' }, 36900)).toBe(false);
  });
});

describe('factura requests', () => {
  it('RFC: 12 characters (persona moral) or 13 (física), a real date, a homoclave', () => {
    for (const ok of ['XAXX010101000', 'KUK010203AB1', 'GODE561231GR8', 'ÑAÑ991231AB1', 'A&B000229XY9']) expect(isValidRfc(ok)).toBe(true);
    for (const bad of [
      'XAXX01010100',
      'XAXX0101010000',
      'XAXX011301000',
      'XAXX010132000',
      'KUK010230AB1',
      '1234010101000',
      'xaxx010101000',
    ])
      expect(isValidRfc(bad)).toBe(false);
  });

  it('normalises and checks every field against the SAT catalogues, with Spanish messages', () => {
    const body = {
      rfc: ' xaxx-010101-000 ',
      razonSocial: ' Público en General ',
      regimenFiscal: 616,
      codigoPostal: 6700,
      usoCfdi: 's01',
      email: ' A@B.MX ',
    };
    expect(facturaRequest.parse(body)).toEqual({
      rfc: 'XAXX010101000',
      razonSocial: 'Público en General',
      regimenFiscal: '616',
      codigoPostal: '06700',
      usoCfdi: 'S01',
      email: 'a@b.mx',
    });
    const message = (over: object) => facturaRequest.safeParse({ ...body, ...over }).error?.issues[0].message;
    expect(message({ regimenFiscal: '600' })).toBe(RECEIPT_MESSAGES.regimenInvalid);
    expect(message({ usoCfdi: 'P01' })).toBe(RECEIPT_MESSAGES.usoCfdiInvalid);
    expect(message({ regimenFiscal: '' })).toBe(RECEIPT_MESSAGES.regimenRequired);
    expect(message({ usoCfdi: undefined })).toBe(RECEIPT_MESSAGES.usoCfdiRequired);
    expect(message({ codigoPostal: '123456' })).toBe(RECEIPT_MESSAGES.codigoPostalInvalid);
    expect(message({ razonSocial: 'a\u0007b' })).toBe(RECEIPT_MESSAGES.razonSocialRequired);
    expect(message({ email: 'nadie' })).toBe(RECEIPT_MESSAGES.emailInvalid);
    expect(message({ rfc: 42 })).toBe(RECEIPT_MESSAGES.rfcInvalid);
  });
});

describe('refunds as an order shows them', () => {
  it('a partial one, then «del resto» for the one that completed it; one that gave everything back is just «Reembolso»', () => {
    expect(refundLabels([{ amount: 100 }, { amount: 239 }], 339)).toEqual(['Reembolso parcial $100.00', 'Reembolso del resto $239.00']);
    expect(refundLabels([{ amount: 50 }], 339)).toEqual(['Reembolso parcial $50.00']);
    expect(refundLabels([{ amount: 339 }], 339)).toEqual(['Reembolso $339.00']);
  });
});
