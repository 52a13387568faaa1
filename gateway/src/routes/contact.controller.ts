import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { contactMessageSchema, NOTIFICATIONS_SUBJECTS, type ContactMessageInput, type ContactReply } from '@kukki/contracts';
import { newId, type RpcClient } from '@kukki/platform';
import { RateLimit } from '../http/rate-limit';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC } from '../tokens';

/** Spec §2 /contacto: general and business contact forms (spec §7 POST /api/contact/email). */
@ApiTags('Contacto')
@Controller('api/contact')
export class ContactRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Post('email')
  @HttpCode(200)
  @RateLimit({ bucket: 'contact', limit: 'CONTACT_MAX_PER_HOUR', windowMs: 60 * 60 * 1000 })
  @ApiOperation({ summary: 'Mensaje de contacto; con `enterprice` es una solicitud de cotización para empresa' })
  send(@Body(new ZodPipe(contactMessageSchema)) body: ContactMessageInput): Promise<ContactReply> {
    // The message's id is named here, so a repeat of the call (its replica died with it) stores nothing twice.
    return call(this.rpc, NOTIFICATIONS_SUBJECTS.submitContact, { ...body, attemptId: newId() });
  }
}
