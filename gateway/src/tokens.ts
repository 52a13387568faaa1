export const RPC = Symbol('RPC');
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const RUNTIME = Symbol('RUNTIME');
export const SESSION_CACHE = Symbol('SESSION_CACHE');
