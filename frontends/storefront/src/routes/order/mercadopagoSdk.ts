type MercadoPagoCtor = new (
  publicKey: string,
  options?: { locale?: string },
) => { bricks(): { create(kind: string, containerId: string, settings: unknown): Promise<{ unmount?: () => void }> } };

const SDK_URL = 'https://sdk.mercadopago.com/js/v2';
let loading: Promise<MercadoPagoCtor> | null = null;

/** Loads the Mercado Pago SDK once (only in real mode; the emulator needs no script). */
export function loadMercadoPago(): Promise<MercadoPagoCtor> {
  const existing = (window as unknown as { MercadoPago?: MercadoPagoCtor }).MercadoPago;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<MercadoPagoCtor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { MercadoPago?: MercadoPagoCtor }).MercadoPago;
      if (ctor) resolve(ctor);
      else reject(new Error('Mercado Pago no está disponible'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('No pudimos cargar Mercado Pago'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
