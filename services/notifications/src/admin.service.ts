import { Injectable } from '@nestjs/common';
import { type EmailRecordDto } from '@kukki/contracts';
import { conflict, notFound } from '@kukki/platform';
import { EmailsRepository, toEmailRecord } from './emails.repository';
import { EmailComposer } from './emails/composer';
import { EmailDispatcher } from './delivery/email-dispatcher';
import { TEMPLATE_NAMES, type TemplateName } from './render/template-store';

export const ADMIN_MESSAGES = {
  emailNotFound: 'No encontramos ese correo',
  alreadySent: 'Ese correo ya fue enviado',
  cannotRender: 'La plantilla de este correo no se puede preparar; corrígela e inténtalo de nuevo',
} as const;

/** What an operator can see and do about e-mails that did not go out. */
@Injectable()
export class EmailAdminService {
  constructor(
    private readonly repo: EmailsRepository,
    private readonly composer: EmailComposer,
    private readonly dispatcher: EmailDispatcher,
  ) {}

  async listFailed(): Promise<EmailRecordDto[]> {
    return (await this.repo.listByStatus('failed')).map(toEmailRecord);
  }

  /** Renders again with the current template file and queues a fresh set of tries. */
  async retry(id: string): Promise<EmailRecordDto> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound(ADMIN_MESSAGES.emailNotFound);
    if (row.status === 'sent') throw conflict(ADMIN_MESSAGES.alreadySent);
    let rendered = null;
    if ((TEMPLATE_NAMES as readonly string[]).includes(row.template)) {
      try {
        rendered = this.composer.render(row.template as TemplateName, row.view);
      } catch {
        rendered = null; // keep what was rendered before; the try will record what happens
      }
    }
    if (!rendered && !row.html) throw conflict(ADMIN_MESSAGES.cannotRender);
    const updated = await this.repo.resetForRetry(id, rendered);
    if (!updated) throw conflict(ADMIN_MESSAGES.alreadySent);
    await this.dispatcher.enqueue([id], `retry${Date.now()}`);
    return toEmailRecord(updated);
  }
}
