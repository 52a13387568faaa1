/** This service's name for the database token every service module provides (`defineServiceModule`). */
export { SERVICE_DATABASE as COUPONS_DB } from '@kukki/platform';
