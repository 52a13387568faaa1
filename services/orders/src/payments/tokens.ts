/** The Mercado Pago adapter (MercadoPagoClient) the payments part of the orders service uses. */
export const MERCADOPAGO = Symbol('MERCADOPAGO');
/** The orders database once the payments tables' migrations ran. */
export const PAYMENTS_DB = Symbol('PAYMENTS_DB');
