/** The Mercado Pago adapter (MercadoPagoClient) the payments part of the orders service uses. */
export const MERCADOPAGO = Symbol('MERCADOPAGO');
