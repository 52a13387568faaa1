import type { ProductInput } from '../catalogue';
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

/** A new product an administrator may create: two sizes with SKUs, prices and weights, seeded images (tests on every level). */
export const SAMPLE_PRODUCT_INPUT: ProductInput = {
  name: 'Galletas de jengibre',
  category: 'galletas',
  sku: [901, 902],
  size: ['Bolsa 250 g', 'Lata 500 g'],
  price: [155, 290],
  weight: [250, 500],
  description: 'Galletas navideñas de jengibre decoradas a mano con glaseado real.',
  packaging: ['Bolsa con cierre', 'Lata decorada'],
  coverImage: '/media/products/galletas-nuez-1.svg',
  images: ['/media/products/galletas-nuez-1.svg', '/media/products/galletas-nuez-2.svg'],
};

/** The smallest delivery address an order takes, inside the coverage: street, number, colonia, alcaldía, postcode and city (tests on every level). */
export const SAMPLE_DELIVERY_ADDRESS = {
  street_name: 'Durango',
  street_number: '10',
  col: 'Roma Norte',
  del: 'Cuauhtémoc',
  zip_code: '06700',
  city: 'CDMX',
};
