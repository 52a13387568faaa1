import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  contactMessageSchema,
  healthSubject,
  NOTIFICATIONS_SUBJECTS,
  objectId,
  type ContactReply,
  type EmailRecordDto,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, withRequest } from '@kukki/platform';
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

  @MessagePattern(healthSubject('notifications'))
  health() {
    return { status: 'ok' };
  }

  @MessagePattern(NOTIFICATIONS_SUBJECTS.submitContact)
  submitContact(@Payload() msg: RpcRequest): Promise<ContactReply> {
    return withRequest(msg, (data) => this.contact.submit(parseOrFail(contactMessageSchema, data)));
  }

  @MessagePattern(NOTIFICATIONS_SUBJECTS.listFailed)
  listFailed(@Payload() msg: RpcRequest): Promise<{ emails: EmailRecordDto[] }> {
    return withRequest(msg, async (_data, principal) => {
      requireAdmin(principal);
      return { emails: await this.admin.listFailed() };
    });
  }

  @MessagePattern(NOTIFICATIONS_SUBJECTS.retryEmail)
  retryEmail(@Payload() msg: RpcRequest): Promise<{ email: EmailRecordDto }> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      const { id } = parseOrFail(retryRequest, data);
      return { email: await this.admin.retry(id) };
    });
  }
}
