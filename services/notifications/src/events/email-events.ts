import { applyEachOnce, yieldToRequests, type Database, type EventBus, type Sealer } from '@kukki/platform';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@kukki/contracts';
import { outbox, processedEvents } from '../db/schema';
import { EmailsRepository, type NewEmailRow } from '../emails.repository';
import type { EmailComposer } from '../emails/composer';
import type { EmailContext, EmailDraft } from '../emails/draft';
import { draftsForEvent, EVENT_EMAILS } from '../emails/event-emails';
import type { EmailDispatcher } from '../delivery/email-dispatcher';
import { sealCapability } from '../delivery/sealed-tokens';
import { GuestLinks } from './guest-links';

export const NOTIFICATIONS_CONSUMER = 'notifications';

/**
 * The durable consumer: each event becomes its e-mail rows in the same transaction that records the
 * event id (a redelivery adds nothing), and the rows are queued once that transaction has committed.
 * A payload it cannot read is logged and skipped: it must never hold up the producer's other events.
 */
export async function subscribeEmailEvents(opts: {
  bus: EventBus;
  db: Database;
  composer: EmailComposer;
  dispatcher: EmailDispatcher;
  ctx: EmailContext;
  logger: Logger;
  /** Opens the sealed links of a payload (capabilities never travel in plain text). */
  sealer: Sealer;
}): Promise<void> {
  const tables = { outbox, processedEvents };
  const deliver = async (events: EventEnvelope[]) => {
    const rowsByEvent = new Map<string, NewEmailRow[]>();
    const wanted: EventEnvelope[] = [];
    const links = new GuestLinks(opts.db);
    for (const received of events) {
      if (!(received.type in EVENT_EMAILS)) continue;
      await yieldToRequests(); // rendering a long run would hold the requests waiting meanwhile
      const event = storableLinks(await links.apply(received), opts.sealer);
      let drafts: EmailDraft[] = [];
      try {
        drafts = draftsForEvent(event, opts.ctx);
      } catch (err) {
        opts.logger.error({ err, type: event.type, id: event.id }, 'event payload unreadable; no e-mail for it');
      }
      rowsByEvent.set(event.id, await opts.composer.prepare(drafts, { type: event.type, id: event.id }));
      wanted.push(event);
    }
    let created: { id: string; status: string }[] = [];
    await applyEachOnce(opts.db, tables, NOTIFICATIONS_CONSUMER, wanted, async (fresh, tx) => {
      await links.save(tx);
      created = await new EmailsRepository(tx).insertEmails(fresh.flatMap((e) => rowsByEvent.get(e.id) ?? []));
    });
    await opts.dispatcher.enqueueStored(created);
  };
  // One event, or a run of them (the embedded bus): one transaction records the events and adds their e-mails.
  await opts.bus.subscribe(NOTIFICATIONS_CONSUMER, (event) => deliver([event]), deliver);
}

/**
 * The payload with its links (`orderUrl`, `resetUrl`, `manageUrl`) as the stored e-mail keeps them:
 * opened from the event's seal, with only the capability token sealed again in place (the dispatcher
 * opens it when sending). A link sealed with another key becomes no link rather than a broken one.
 */
export function storableLinks(event: EventEnvelope, sealer: Sealer): EventEnvelope {
  const data = event.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return event;
  const opened = { ...data };
  for (const field of ['orderUrl', 'resetUrl', 'manageUrl']) {
    const value = opened[field];
    if (typeof value !== 'string') continue;
    try {
      opened[field] = sealCapability(field, sealer.open(value), sealer);
    } catch {
      opened[field] = '';
    }
  }
  return { ...event, data: opened };
}
