import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server and while it hydrates the server's HTML (the stores then
 * answer their initial values), true from the render after. Effects that act on stored state (the
 * user, dismissals) wait for it, so they never act on the server's view of a browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
