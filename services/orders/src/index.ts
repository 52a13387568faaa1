export * from './orders.module';
export type { StoredItem } from './db/schema';
export { orderUrl } from './order-url';
