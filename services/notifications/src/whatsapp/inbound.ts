import { Inject, Injectable } from '@nestjs/common';
import type { WhatsAppInbound, WhatsAppInboundReply } from '@kukki/contracts';
import { badRequest, notFound, SERVICE_DATABASE, type DatabaseHandle, type Executor } from '@kukki/platform';
import { whatsappOptOuts } from '../db/schema';
import { DevWhatsAppTwin } from './dev-twin';
import { e164ish, isOptOut } from './messages';
import type { WhatsAppSender } from './port';
import { WHATSAPP_SENDER } from './whatsapp-updates';

export const INBOUND_MESSAGES = {
  phone: 'Indica el teléfono (from) y el texto del mensaje',
  noTwin: 'El WhatsApp de desarrollo no está activo en esta tienda',
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
 * Answers to the development twin, over request/reply so the distributed shop's gateway can take them
 * at /dev/whatsapp/inbound as the embedded one does. The Cloud API's own inbound webhook is not taken.
 */
@Injectable()
export class WhatsAppInboundService {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    @Inject(WHATSAPP_SENDER) private readonly sender: WhatsAppSender | null,
  ) {}

  answer(inbound: WhatsAppInbound): Promise<WhatsAppInboundReply> {
    if (!(this.sender instanceof DevWhatsAppTwin)) throw notFound(INBOUND_MESSAGES.noTwin);
    return answerInbound(this.handle.db, inbound);
  }
}
