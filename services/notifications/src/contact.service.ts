import { Inject, Injectable } from '@nestjs/common';
import { CONTACT_MESSAGES, type ContactMessageInput, type ContactReply } from '@kukki/contracts';
import { isUniqueViolation, newId, ServiceStore } from '@kukki/platform';
import { NOTIFICATIONS_CONFIG } from './tokens';
import { EmailsRepository } from './emails.repository';
import { contactEmails } from './emails/contact-emails';
import { EmailComposer } from './emails/composer';
import type { EmailContext } from './emails/draft';
import { EmailDispatcher } from './delivery/email-dispatcher';

/**
 * Contact forms: the message and its two e-mails (shop inbox, acknowledgement) are stored in one
 * transaction before anything is sent, so a message survives an SMTP or Redis outage.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly store: ServiceStore,
    private readonly composer: EmailComposer,
    private readonly dispatcher: EmailDispatcher,
    @Inject(NOTIFICATIONS_CONFIG) private readonly ctx: EmailContext,
  ) {}

  /**
   * `attemptId`: the message's id as the gateway named it. A repeat of the same call (its answer was lost
   * with the replica that stored it) finds the message stored and answers as the first did.
   */
  async submit(input: ContactMessageInput, attemptId?: string): Promise<ContactReply> {
    const id = attemptId ?? newId();
    const receivedAt = new Date();
    const rows = await this.composer.prepare(contactEmails(input, receivedAt, this.ctx), { type: 'contact', id });
    const stored = this.store.db.transaction(async (tx) => {
      const repo = new EmailsRepository(tx);
      await repo.insertContact({
        id,
        kind: input.enterprice ? 'business' : 'general',
        name: input.name,
        phone: input.phone ?? null,
        email: input.email,
        message: input.message,
        enterprice: input.enterprice ?? null,
        createdAt: receivedAt,
      });
      return repo.insertEmails(rows);
    });
    const created = await stored.catch((err: unknown) => {
      if (attemptId && isUniqueViolation(err)) return null;
      throw err;
    });
    // Stored by an earlier try of this call: its e-mails are on their way (the sweeper sends what it left).
    if (created) await this.dispatcher.enqueueStored(created);
    return { message: CONTACT_MESSAGES.success };
  }
}
