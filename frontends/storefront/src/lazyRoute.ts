import { createElement, lazy, type ComponentType } from 'react';

export interface LazyRoute {
  /** Renders the page; suspends only while its chunk is still on the way. */
  Component: ComponentType;
  /** Fetches the page's chunk (once; again after a failure). */
  load(): Promise<void>;
}

/**
 * A code-split page that renders at once when its chunk is already in. React holds a Suspense reveal
 * back until 300 ms after the last fallback it showed, so a page loaded before its first render
 * (see `preload` in App.tsx) paints that much sooner than a plain React.lazy page.
 */
export function lazyRoute(importPage: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const load = () =>
    (pending ??= importPage().then(
      (page) => {
        loaded = page.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await load();
    return { default: loaded as ComponentType };
  });
  function LazyPage() {
    return createElement(loaded ?? Lazy);
  }
  return { Component: LazyPage, load };
}
