export * from './payments.module';
export { toLedgerEntry, instructionsOf } from './mercadopago-adapter';
