import { Inject, Injectable } from '@nestjs/common';
import type { WhatsAppInbound, WhatsAppInboundReply } from '@kukki/contracts';
import { badRequest, notFound, SERVICE_DATABASE, type DatabaseHandle, type Executor } from '@kukki/platform';
import { whatsappOptOuts } from '../db/schema';
import { e164ish, isOptOut } from './messages';
import type { WhatsAppSender } from './port';
import { WHATSAPP_SENDER } from './whatsapp-updates';

export const INBOUND_MESSAGES = {
  phone: 'Indica el teléfono (from) y el texto del mensaje',
  noSender: 'Esta tienda no envía avisos por WhatsApp',
} as const;

/** A customer's answer: «BAJA» stops the updates to that phone for good; any other text changes nothing. */
export async function answerInbound(db: Executor, { from, text }: WhatsAppInbound): Promise<WhatsAppInboundReply> {
  const phone = e164ish(from);
  if (!phone) throw badRequest(INBOUND_MESSAGES.phone);
  if (!isOptOut(text)) return { optedOut: false };
  await db.insert(whatsappOptOuts).values({ phone }).onConflictDoNothing();
  return { optedOut: true };
}

/**
 * Customers' answers over request/reply: from the development twin's page (/dev/whatsapp/inbound, outside
 * production) or from the Cloud API's webhook, which the gateway verifies (`POST /api/webhooks/whatsapp`).
 */
@Injectable()
export class WhatsAppInboundService {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    @Inject(WHATSAPP_SENDER) private readonly sender: WhatsAppSender | null,
  ) {}

  answer(inbound: WhatsAppInbound): Promise<WhatsAppInboundReply> {
    if (!this.sender) throw notFound(INBOUND_MESSAGES.noSender);
    return answerInbound(this.handle.db, inbound);
  }
}
