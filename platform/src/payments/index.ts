export * from './config';
export * from './signature';
export * from './sdk-base-url';
export * from './mercadopago-client';
