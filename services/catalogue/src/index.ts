export * from './catalogue.module';
export { SEED_PRODUCTS, SEED_CATEGORIES } from './seed/seed-data';
