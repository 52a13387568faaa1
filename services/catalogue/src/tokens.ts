export const CATALOGUE_DB = Symbol('CATALOGUE_DB');
export const CATALOGUE_RUNTIME = Symbol('CATALOGUE_RUNTIME');
export const CATALOGUE_MEDIA = Symbol('CATALOGUE_MEDIA');
export const CATALOGUE_RELAY = Symbol('CATALOGUE_RELAY');
