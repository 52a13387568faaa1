// The orders service's contract, by what each file holds.
export * from './orders/dto';
export * from './orders/numbers';
export * from './orders/subjects';
export * from './orders/messages';
export * from './orders/schemas';
export * from './orders/replies';
export * from './orders/box-picks';
