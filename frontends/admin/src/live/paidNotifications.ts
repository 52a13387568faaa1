import { deliveryDayLabel, orderNumberOf } from '@kukki/contracts';
import type { Order } from '../api/types';

const OPT_IN_KEY = 'kukki.admin.paidNotifications';

/** Whether the browser can show notifications at all. */
export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** The admin turned browser notifications on (and the browser allows them). */
export function paidNotificationsOn(): boolean {
  return notificationsSupported() && Notification.permission === 'granted' && localStorage.getItem(OPT_IN_KEY) === 'on';
}

/** Asks the browser's permission and remembers the choice; true when notifications will show. */
export async function turnPaidNotificationsOn(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return false;
  localStorage.setItem(OPT_IN_KEY, 'on');
  return true;
}

export function turnPaidNotificationsOff(): void {
  localStorage.removeItem(OPT_IN_KEY);
}

/** «Nueva orden pagada K-000123» with the delivery day, while an admin page is open and the admin opted in. */
export function notifyPaidOrder(order: Order): void {
  if (!paidNotificationsOn()) return;
  const day = deliveryDayLabel(order.deliveryAddress?.deliveryDate);
  try {
    new Notification(`Nueva orden pagada ${orderNumberOf(order)}`.trim(), {
      body: [order.payer?.name, day ? `entrega ${day}` : ''].filter(Boolean).join(' — '),
      tag: `kukki-paid-${order._id}`,
    });
  } catch {
    /* some browsers only notify from a service worker: nothing to do */
  }
}
