import { useState } from 'react';
import { doNotPackReason } from '@kukki/contracts';
import { openAdminPdf } from '../../api/bakery';
import type { Order } from '../../api/types';
import { AlertText } from '../../components/AlertText';

/**
 * «Imprimir hoja de empaque»: the order's packing slip (PDF, letter, no prices) in a new tab. An order not to pack
 * (cancelled, refunded, rejected or unpaid) says so beside the button, as its slip does at the top.
 */
export function PackingSlipButton({ order }: { order: Order }) {
  const [error, setError] = useState<string | null>(null);
  const doNotPack = doNotPackReason(order);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          setError(null);
          openAdminPdf(`orders/${order._id}/packing-slip.pdf`).catch((e: Error) => setError(e.message));
        }}
      >
        Imprimir hoja de empaque
      </button>
      {doNotPack ? <p className="adm-note adm-note--danger">{doNotPack}</p> : null}
      <AlertText message={error} />
    </>
  );
}
