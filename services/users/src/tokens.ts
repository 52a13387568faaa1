export const USERS_CONTEXT = Symbol('USERS_CONTEXT');
