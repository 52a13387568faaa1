import { useEffect, useRef } from 'react';
import { focusableHeading } from '@kukki/ui';

/** How long a page navigated to may take to show its heading (a remote's chunk, its first read). */
const WAIT_FOR_HEADING_MS = 4000;

/**
 * After a navigation inside the app, focus goes to the new page's heading (`<h1>` in `main`), so a screen reader
 * says where the shopper arrived («Realiza tu pago» after «Completar orden»), as it would on a page load. Not on
 * the first page, and not when the new page has put focus somewhere of its own inside `main` (a form's first field).
 */
export function usePageHeadingFocus(pathname: string, mainId = 'contenido'): void {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusHeading = (): boolean => {
      const heading = focusableHeading(main);
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== document.body && active !== main && main.contains(active)) return true;
      heading.dataset.routeFocus = '';
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
