import { CONTACT_UNNAMED_COMPANY, mexicanPhone, type ContactMessageInput } from '@kukki/contracts';
import { firstName } from '../render/format';
import type { EmailContext, EmailDraft } from './draft';

/** The message to the shop's inbox (reply goes to the sender) and the acknowledgement to the sender. */
export function contactEmails(input: ContactMessageInput, receivedAt: Date, ctx: EmailContext): EmailDraft[] {
  const business = Boolean(input.enterprice);
  const view = {
    business,
    name: input.name,
    firstName: firstName(input.name),
    email: input.email,
    /** As the dashboard writes it («+52 55 1234 5678»): the number the shop calls back. */
    phone: input.phone ? (mexicanPhone(input.phone)?.text ?? input.phone) : '',
    enterprice: input.enterprice ?? '',
    /** The company as the shop's inbox shows it: none when the form only flagged itself as the business one. */
    company: input.enterprice === CONTACT_UNNAMED_COMPANY ? '' : (input.enterprice ?? ''),
    message: input.message,
    receivedAt: new Intl.DateTimeFormat('es-MX', {
      dateStyle: 'long',
      timeStyle: 'short',
      hour12: false,
      timeZone: 'America/Mexico_City',
    }).format(receivedAt),
  };
  // The acknowledgement goes to an address nobody has confirmed: it never quotes anything that was typed
  // (message, name or company), so the shop cannot be used to relay a stranger's text or links.
  const ackView = { business };
  return [
    { template: 'contact-inbox', to: ctx.shopInbox, replyTo: input.email, view },
    { template: 'contact-ack', to: input.email, view: ackView },
  ];
}
