/** Nest token of the service's Mercado Pago adapter. */
export const MERCADOPAGO_ADAPTER = Symbol('MERCADOPAGO_ADAPTER');
