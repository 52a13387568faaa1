// The subscriptions service's contract, by what each file holds.
export * from './subscriptions/subjects';
export * from './subscriptions/messages';
export * from './subscriptions/status';
export * from './subscriptions/dto';
export * from './subscriptions/replies';
export * from './subscriptions/schemas';
export * from './subscriptions/delivery-dates';
