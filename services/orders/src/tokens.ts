/** This service's names for the tokens every service module provides (`defineServiceModule`). */
export {
  OUTBOX_RELAY as ORDERS_RELAY,
  RPC_CLIENT as ORDERS_RPC,
  SERVICE_DATABASE as ORDERS_DB,
  SERVICE_RUNTIME as ORDERS_RUNTIME,
} from '@kukki/platform';
