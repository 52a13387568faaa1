import { useEffect } from 'react';
import { serviceWorkerNavigated } from './registerServiceWorker';

/** Tells the service worker about each route change (see `serviceWorkerNavigated`). */
export function useServiceWorkerNavigation(pathname: string): void {
  useEffect(() => serviceWorkerNavigated(pathname), [pathname]);
}
