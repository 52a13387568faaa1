// The shared singleton (Module Federation): the state and the API client, one instance across the shell and the
// remotes. The checkout rules (rules/) are imported by path, so each page bundles only those it uses; they reach the
// state through this index, never by a relative path (a second copy of a store would be a second cart).
export * from './api/client';
export * from './api/queryClient';
export * from './state/createStore';
export * from './state/cart';
export * from './state/user';
export * from './state/checkout';
export * from './state/session';
