import { eq } from 'drizzle-orm';
import type { EnrolmentEvent, EventEnvelope, OrderEvent } from '@kukki/contracts';
import { SEALED_PREFIX, type Database } from '@kukki/platform';
import { orderLinks } from '../db/schema';

/**
 * Guest links: the order-created event carries the guest's link with its token; later order events
 * can only carry the bare link. Remember the first and put it back into the later ones, so every
 * e-mail a guest gets opens their order.
 */
export async function withGuestLink(db: Database, event: EventEnvelope): Promise<EventEnvelope> {
  if (event.type.startsWith('subscriptions.')) return withEnrolmentLink(db, event);
  if (!event.type.startsWith('orders.order.')) return event;
  const data = event.data as OrderEvent | undefined;
  const orderId = data?.order?._id;
  if (!orderId || typeof data.orderUrl !== 'string' || data.order.user !== null) return event;
  // A link with the guest's token arrives sealed (older events: plain); it is kept sealed here too.
  if (data.orderUrl.startsWith(SEALED_PREFIX) || /[?&]token=/.test(data.orderUrl)) {
    await db.insert(orderLinks).values({ orderId, url: data.orderUrl }).onConflictDoNothing();
    return event;
  }
  const [link] = await db.select().from(orderLinks).where(eq(orderLinks.orderId, orderId));
  return link ? { ...event, data: { ...data, orderUrl: link.url } } : event;
}

/**
 * The same for a guest's enrolment: the created event carries the /misuscripcion link with the
 * enrolment's token; later ones get it back. (Same table, keyed by the enrolment id: ids are unique.)
 */
async function withEnrolmentLink(db: Database, event: EventEnvelope): Promise<EventEnvelope> {
  const data = event.data as EnrolmentEvent | undefined;
  const enrolmentId = data?.enrollment?._id;
  if (!enrolmentId || typeof enrolmentId !== 'string' || data.enrollment.userId) return event;
  if (typeof data.manageUrl === 'string' && (data.manageUrl.startsWith(SEALED_PREFIX) || /[?&]token=/.test(data.manageUrl))) {
    await db.insert(orderLinks).values({ orderId: enrolmentId, url: data.manageUrl }).onConflictDoNothing();
    return event;
  }
  const [link] = await db.select().from(orderLinks).where(eq(orderLinks.orderId, enrolmentId));
  return link ? { ...event, data: { ...data, manageUrl: link.url } } : event;
}
