import { productInputSchema } from './catalogue';
import { facturaRequest } from './payments';
import { SAMPLE_FACTURA_REQUEST, SAMPLE_PRODUCT_INPUT } from './testing';

describe('samples the tests of other levels send', () => {
  it('are requests their schemas keep exactly as they are', () => {
    expect(facturaRequest.parse(SAMPLE_FACTURA_REQUEST)).toEqual(SAMPLE_FACTURA_REQUEST);
    expect(productInputSchema.parse(SAMPLE_PRODUCT_INPUT)).toEqual(SAMPLE_PRODUCT_INPUT);
  });
});
