export const ORDER_CHANNELS = ['web', 'telefono', 'whatsapp', 'mostrador'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** The channels the shop enters orders from (POST /api/admin/orders). */
export const SHOP_CHANNELS = ['telefono', 'whatsapp', 'mostrador'] as const;
export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: 'En línea',
  telefono: 'Teléfono',
  whatsapp: 'WhatsApp',
  mostrador: 'Mostrador',
};

/** «Pagada en tienda (Teléfono)»: an order the shop entered as paid; «Pagada fuera de Mercado Pago» without a shop channel. */
export function inStorePaymentLabel(channel: OrderChannel | null | undefined): string {
  return channel && channel !== 'web' ? `Pagada en tienda (${CHANNEL_LABELS[channel]})` : 'Pagada fuera de Mercado Pago';
}
