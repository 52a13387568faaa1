export * from './config';
export * from './signature';
export * from './sdk-transport';
export * from './mercadopago-client';
