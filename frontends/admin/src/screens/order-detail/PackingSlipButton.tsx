import { useState } from 'react';
import { openAdminPdf } from '../../api/bakery';
import { AlertText } from '../../components/AlertText';

/** «Imprimir hoja de empaque»: the order's packing slip (PDF, letter, no prices) in a new tab. */
export function PackingSlipButton({ orderId }: { orderId: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          setError(null);
          openAdminPdf(`orders/${orderId}/packing-slip.pdf`).catch((e: Error) => setError(e.message));
        }}
      >
        Imprimir hoja de empaque
      </button>
      <AlertText message={error} />
    </>
  );
}
