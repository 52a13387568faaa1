/** The Mercado Pago adapter (MercadoPagoClient) the payments part of the orders service uses. */
export const MERCADOPAGO = Symbol('MERCADOPAGO');
/** The orders database; the orders module applies the payments migrations with its own. */
export const PAYMENTS_DB = Symbol('PAYMENTS_DB');
