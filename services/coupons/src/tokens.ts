export const COUPONS_DB = Symbol('COUPONS_DB');
