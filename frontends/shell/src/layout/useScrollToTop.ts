import { useEffect, useRef } from 'react';

/**
 * A new page opens at its top. Not the first one: the browser has already put it where it belongs (the
 * top, the place a reload or «back» restores, or where the shopper scrolled the server-rendered page
 * while its scripts loaded); moving it when React takes over would slide another element under a finger
 * that is pressing a button at that moment. Nor a page opened at one of its parts (/contacto#empresas): the page
 * scrolls there itself, before this runs.
 */
export function useScrollToTop(pathname: string): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
}
