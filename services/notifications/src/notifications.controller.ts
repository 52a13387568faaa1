import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  contactMessageSchema,
  NOTIFICATIONS_SUBJECTS,
  objectId,
  type ContactMessageInput,
  type ContactReply,
  type EmailRecordDto,
  type WhatsAppInbound,
  type WhatsAppInboundReply,
  whatsAppInboundSchema,
} from '@kukki/contracts';
import { AdminPattern, Data } from '@kukki/platform';
import { z } from 'zod';
import { ContactService } from './contact.service';
import { EmailAdminService } from './admin.service';
import { WhatsAppInboundService } from './whatsapp/inbound';

const retryRequest = z.object({ id: objectId });

/** Request/reply subjects of notifications; e-mails themselves come from events. */
@Controller()
export class NotificationsController {
  constructor(
    private readonly contact: ContactService,
    private readonly admin: EmailAdminService,
    private readonly whatsApp: WhatsAppInboundService,
  ) {}

  @MessagePattern(NOTIFICATIONS_SUBJECTS.submitContact)
  submitContact(
    @Data(contactMessageSchema) message: ContactMessageInput,
    @Data(objectId.optional(), 'attemptId') attemptId: string | undefined,
  ): Promise<ContactReply> {
    return this.contact.submit(message, attemptId);
  }

  @AdminPattern(NOTIFICATIONS_SUBJECTS.listFailed)
  async listFailed(): Promise<{ emails: EmailRecordDto[] }> {
    return { emails: await this.admin.listFailed() };
  }

  @AdminPattern(NOTIFICATIONS_SUBJECTS.retryEmail)
  async retryEmail(@Data(retryRequest) { id }: z.infer<typeof retryRequest>): Promise<{ email: EmailRecordDto }> {
    return { email: await this.admin.retry(id) };
  }

  @MessagePattern(NOTIFICATIONS_SUBJECTS.whatsAppInbound)
  whatsAppInbound(@Data(whatsAppInboundSchema) inbound: WhatsAppInbound): Promise<WhatsAppInboundReply> {
    return this.whatsApp.answer(inbound);
  }
}
