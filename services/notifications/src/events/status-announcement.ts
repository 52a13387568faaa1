/**
 * The source an order status's announcements are keyed by (e-mail and WhatsApp): the order, not the event, so an
 * order moved back by mistake and forward again is not announced twice.
 */
export const statusAnnouncementSource = (orderId: string): string => `order-status:${orderId}`;
