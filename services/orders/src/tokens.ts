export const ORDERS_DB = Symbol('ORDERS_DB');
export const ORDERS_RUNTIME = Symbol('ORDERS_RUNTIME');
export const ORDERS_RPC = Symbol('ORDERS_RPC');
export const ORDERS_RELAY = Symbol('ORDERS_RELAY');
