import { OFFLINE_ORDER_MESSAGE } from '@kukki/ui';

/** Shown beside «Completar orden» while the browser is offline (the installed shop still opens). */
export function OfflineOrderNotice() {
  return (
    <p className="offline-notice" role="alert" data-testid="offline-order">
      {OFFLINE_ORDER_MESSAGE}
    </p>
  );
}
