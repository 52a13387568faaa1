import { Inject, Injectable } from '@nestjs/common';
import { CONTACT_MESSAGES, type ContactMessageInput, type ContactReply } from '@kukki/contracts';
import { newId, SERVICE_DATABASE, type Database, type DatabaseHandle } from '@kukki/platform';
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
  private readonly db: Database;

  constructor(
    @Inject(SERVICE_DATABASE) handle: DatabaseHandle,
    @Inject(EmailComposer) private readonly composer: EmailComposer,
    @Inject(EmailDispatcher) private readonly dispatcher: EmailDispatcher,
    @Inject(NOTIFICATIONS_CONFIG) private readonly ctx: EmailContext,
  ) {
    this.db = handle.db;
  }

  async submit(input: ContactMessageInput): Promise<ContactReply> {
    const id = newId();
    const receivedAt = new Date();
    const rows = await this.composer.prepare(contactEmails(input, receivedAt, this.ctx), { type: 'contact', id });
    const created = await this.db.transaction(async (tx) => {
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
    await this.dispatcher.enqueueStored(created);
    return { message: CONTACT_MESSAGES.success };
  }
}
