import { useSyncExternalStore } from 'react';

const subscribe = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** Whether the browser has a connection (true on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** What a checkout button says when there is no connection. */
export const OFFLINE_ORDER_MESSAGE =
  'Sin conexión: para completar tu orden necesitas internet. Tu carrito sigue guardado en este dispositivo.';
