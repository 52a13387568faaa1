import { useEffect } from 'react';
import { PAGE_HYDRATED_EVENT } from '@kukki/contracts';

/**
 * Once the first render has committed (the hydration of a server-rendered page, or the browser's own
 * render): marks #root with data-hydrated and tells the page's early-taps script, which replays the
 * taps it held until then.
 */
export function useHydratedSignal(): void {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', 'true');
    window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, []);
}
