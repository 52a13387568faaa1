export const RPC = Symbol('RPC');
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const RUNTIME = Symbol('RUNTIME');
