/** Nest token of the service's Mercado Pago adapter. */
export const MERCADOPAGO_ADAPTER = Symbol('MERCADOPAGO_ADAPTER');

/** Nest token of the preapprovals' Mercado Pago adapter (preapprovals/). */
export const MERCADOPAGO_PREAPPROVALS = Symbol('MERCADOPAGO_PREAPPROVALS');
