import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderDto, OrderPaymentInfo } from '@kukki/contracts';
import { ErrorPanel, Loader } from '@kukki/ui';
import { errorMessage } from '@kukki/shop-client';
import { createPreference } from '../../api/orders';
import { loadMercadoPago } from './mercadopagoSdk';

/** Asks for the preference, then renders the Wallet button (real mode) or the emulator's checkout link. */
export function PayButton({ order, payment }: { order: OrderDto; payment: OrderPaymentInfo | undefined }) {
  const preference = useQuery({
    queryKey: ['preference', order._id],
    queryFn: () => createPreference(order),
    staleTime: Infinity,
    retry: false,
  });
  const mode = payment?.mode ?? 'emulator';

  if (preference.isPending) return <Loader label="Preparando tu pago..." />;
  if (preference.isError)
    return (
      <ErrorPanel message={errorMessage(preference.error)}>
        <button type="button" className="btn btn--accent" onClick={() => void preference.refetch()} disabled={preference.isFetching}>
          {preference.isFetching ? 'Reintentando...' : 'Reintentar'}
        </button>
      </ErrorPanel>
    );
  if (mode === 'mercadopago' && payment?.publicKey)
    return <Wallet publicKey={payment.publicKey} preferenceId={preference.data.preferenceId} initPoint={preference.data.init_point} />;
  return (
    <div className="pay-box">
      <a href={preference.data.init_point} className="btn btn--accent btn--block pay-box__btn">
        Pagar con Mercado Pago
      </a>
      <p className="muted pay-box__note">Serás redirigido a Mercado Pago para completar tu pago de forma segura.</p>
    </div>
  );
}

function Wallet({ publicKey, preferenceId, initPoint }: { publicKey: string; preferenceId: string; initPoint: string }) {
  const container = useRef<HTMLDivElement>(null);
  const failed = useRef(false);
  useEffect(() => {
    let controller: { unmount?: () => void } | undefined;
    let alive = true;
    loadMercadoPago()
      .then(async (MercadoPago) => {
        if (!alive || !container.current) return;
        const mp = new MercadoPago(publicKey, { locale: 'es-MX' });
        controller = await mp.bricks().create('wallet', container.current.id, { initialization: { preferenceId, redirectMode: 'self' } });
      })
      .catch(() => {
        failed.current = true;
      });
    return () => {
      alive = false;
      controller?.unmount?.();
    };
  }, [publicKey, preferenceId]);
  return (
    <div className="pay-box">
      <div id="wallet_container" ref={container} />
      <noscript>
        <a href={initPoint}>Pagar con Mercado Pago</a>
      </noscript>
    </div>
  );
}
