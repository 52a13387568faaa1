import type { FacturaRequest } from '../payments';

/** A factura request the SAT accepts: the generic RFC and régimen of the general public (tests on every level). */
export const SAMPLE_FACTURA_REQUEST: FacturaRequest = {
  rfc: 'XAXX010101000',
  razonSocial: 'Público en General',
  regimenFiscal: '616',
  codigoPostal: '06700',
  usoCfdi: 'S01',
  email: 'facturas@example.com',
};
