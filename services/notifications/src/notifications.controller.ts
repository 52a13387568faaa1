import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  contactMessageSchema,
  NOTIFICATIONS_SUBJECTS,
  objectId,
  type ContactMessageInput,
  type ContactReply,
  type EmailRecordDto,
} from '@kukki/contracts';
import { Data, RequireAdmin } from '@kukki/platform';
import { z } from 'zod';
import { ContactService } from './contact.service';
import { EmailAdminService } from './admin.service';

const retryRequest = z.object({ id: objectId });

/** Request/reply subjects of notifications; e-mails themselves come from events. */
@Controller()
export class NotificationsController {
  constructor(
    @Inject(ContactService) private readonly contact: ContactService,
    @Inject(EmailAdminService) private readonly admin: EmailAdminService,
  ) {}

  @MessagePattern(NOTIFICATIONS_SUBJECTS.submitContact)
  submitContact(@Data(contactMessageSchema) message: ContactMessageInput): Promise<ContactReply> {
    return this.contact.submit(message);
  }

  @MessagePattern(NOTIFICATIONS_SUBJECTS.listFailed)
  @RequireAdmin()
  async listFailed(): Promise<{ emails: EmailRecordDto[] }> {
    return { emails: await this.admin.listFailed() };
  }

  @MessagePattern(NOTIFICATIONS_SUBJECTS.retryEmail)
  @RequireAdmin()
  async retryEmail(@Data(retryRequest) { id }: z.infer<typeof retryRequest>): Promise<{ email: EmailRecordDto }> {
    return { email: await this.admin.retry(id) };
  }
}
