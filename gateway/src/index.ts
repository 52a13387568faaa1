export * from './config';
export * from './create-gateway';
export * from './http/auth';
export * from './http/rate-limit';
export { ROUTES } from './routes';
export * from './standalone';
