/** This service's names for the tokens every service module provides (`defineServiceModule`). */
export { OUTBOX_RELAY as CATALOGUE_RELAY, SERVICE_DATABASE as CATALOGUE_DB } from '@kukki/platform';
