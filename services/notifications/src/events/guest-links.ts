import { eq } from 'drizzle-orm';
import type { EnrolmentEvent, EventEnvelope, OrderEvent } from '@kukki/contracts';
import { SEALED_PREFIX, type Database, type Executor } from '@kukki/platform';
import { orderLinks } from '../db/schema';

const carriesToken = (url: string) => url.startsWith(SEALED_PREFIX) || /[?&]token=/.test(url);

/**
 * Guest links: the order-created event carries the guest's link with its token; later order events
 * can only carry the bare link. Remember the first and put it back into the later ones, so every
 * e-mail a guest gets opens their order. The same for a guest's enrolment: the created event
 * carries the /misuscripcion link with the enrolment's token (same table, keyed by the enrolment id:
 * ids are unique).
 *
 * One instance per run of events: links met in the run are kept here (later events of the run find
 * them) and stored together by `save`, in the transaction that records the run.
 */
export class GuestLinks {
  private readonly met = new Map<string, string>();

  constructor(private readonly db: Database) {}

  async apply(event: EventEnvelope): Promise<EventEnvelope> {
    if (event.type.startsWith('subscriptions.')) {
      const data = event.data as EnrolmentEvent | undefined;
      const enrolmentId = data?.enrollment?._id;
      if (!enrolmentId || typeof enrolmentId !== 'string' || data.enrollment.userId) return event;
      const url = await this.linkOf(enrolmentId, data.manageUrl);
      return url ? { ...event, data: { ...data, manageUrl: url } } : event;
    }
    if (!event.type.startsWith('orders.order.')) return event;
    const data = event.data as OrderEvent | undefined;
    const orderId = data?.order?._id;
    if (!orderId || typeof data.orderUrl !== 'string' || data.order.user !== null) return event;
    const url = await this.linkOf(orderId, data.orderUrl);
    return url ? { ...event, data: { ...data, orderUrl: url } } : event;
  }

  /** Stores the links met in the run (the first one of each id wins, as before). */
  async save(tx: Executor): Promise<void> {
    if (this.met.size === 0) return;
    const rows = [...this.met].map(([orderId, url]) => ({ orderId, url }));
    await tx.insert(orderLinks).values(rows).onConflictDoNothing();
  }

  /** A link with the guest's token (sealed; older events: plain) is remembered and used as is; a bare one is replaced by the remembered link, if any. */
  private async linkOf(id: string, given: unknown): Promise<string | null> {
    if (typeof given === 'string' && carriesToken(given)) {
      if (!this.met.has(id)) this.met.set(id, given);
      return null;
    }
    const known = this.met.get(id);
    if (known) return known;
    const [link] = await this.db.select().from(orderLinks).where(eq(orderLinks.orderId, id));
    return link?.url ?? null;
  }
}
