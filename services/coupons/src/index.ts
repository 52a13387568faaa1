export * from './coupons.module';
