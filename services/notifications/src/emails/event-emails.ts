import { EVENTS, type DomainEventData, type EventEnvelope } from '@kukki/contracts';
import type { EmailContext, EmailDraft } from './draft';
import {
  facturaRequested,
  orderCancelled,
  orderPaid,
  orderReceived,
  orderPaymentPending,
  orderRefunded,
  orderRefundRecorded,
  orderStatusChanged,
  paymentMismatch,
  paymentRejected,
} from './order-emails';
import { accountUpdated, emailChanged, passwordChanged, passwordReset, welcome } from './user-emails';
import {
  deliveryScheduled,
  enrolmentActivated,
  enrolmentCancelled,
  enrolmentCreated,
  enrolmentPaymentRejected,
  enrolmentPaymentRefunded,
  enrolmentRenewalRejected,
} from './subscription-emails';

type EmailedEvent = (typeof EVENTS)[keyof typeof EVENTS];
/** The e-mails of every event of `EVENTS`, each builder typed by its event's payload (contracts/src/event-map.ts). */
type EventEmails = { [K in EmailedEvent]: (data: DomainEventData<K>, ctx: EmailContext) => EmailDraft[] };
type Builder = (data: unknown, ctx: EmailContext) => EmailDraft[];

/** Which e-mails each domain event produces. */
export const EVENT_EMAILS: EventEmails = {
  [EVENTS.userSignedUp]: welcome,
  [EVENTS.userUpdated]: accountUpdated,
  [EVENTS.passwordResetRequested]: passwordReset,
  [EVENTS.passwordChanged]: passwordChanged,
  [EVENTS.emailChanged]: emailChanged,
  [EVENTS.orderCreated]: orderReceived,
  [EVENTS.orderStatusChanged]: orderStatusChanged,
  [EVENTS.orderCancelled]: orderCancelled,
  [EVENTS.orderPaid]: orderPaid,
  [EVENTS.orderPaymentRejected]: paymentRejected,
  [EVENTS.orderPaymentPending]: orderPaymentPending,
  [EVENTS.orderRefunded]: orderRefunded,
  [EVENTS.orderRefundRecorded]: orderRefundRecorded,
  [EVENTS.orderPaymentMismatch]: paymentMismatch,
  [EVENTS.facturaRequested]: facturaRequested,
  [EVENTS.enrolmentCreated]: enrolmentCreated,
  [EVENTS.enrolmentActivated]: enrolmentActivated,
  [EVENTS.enrolmentCancelled]: enrolmentCancelled,
  [EVENTS.enrolmentPaymentRejected]: enrolmentPaymentRejected,
  [EVENTS.enrolmentPaymentRefunded]: enrolmentPaymentRefunded,
  [EVENTS.enrolmentRenewalRejected]: enrolmentRenewalRejected,
  [EVENTS.deliveryScheduled]: deliveryScheduled,
};

/** The drafts for one event; unknown events and malformed payloads give none. */
export function draftsForEvent(event: EventEnvelope, ctx: EmailContext): EmailDraft[] {
  // The builder is picked by the event's type, so the payload is that type's.
  const build = (EVENT_EMAILS as unknown as Record<string, Builder | undefined>)[event.type];
  if (!build || !event.data || typeof event.data !== 'object') return [];
  return build(event.data, ctx);
}
