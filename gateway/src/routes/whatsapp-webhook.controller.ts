import { createHmac } from 'node:crypto';
import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Query,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { NOTIFICATIONS_SUBJECTS, WHATSAPP_WEBHOOK_MESSAGES as WM, type WhatsAppInbound } from '@kukki/contracts';
import { safeEqual, type RpcClient } from '@kukki/platform';
import type { RequestWithRawBody } from '../http/raw-body';
import { call } from '../http/rpc-proxy';
import { GATEWAY_CONFIG, RPC } from '../tokens';
import type { GatewayConfig } from '../config';

/** Where the Cloud API posts: every route under it keeps its raw body (`keepRawBody`). */
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

interface CloudMessage {
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { text?: unknown };
  interactive?: { button_reply?: { title?: unknown }; list_reply?: { title?: unknown } };
}

interface CloudNotification {
  entry?: Array<{ changes?: Array<{ value?: { messages?: CloudMessage[] } }> }>;
}

/** The list at `value`, or none when a notification of another shape has something else there. */
const listOf = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

/** The customers' answers a Cloud API notification carries (text, a quick-reply button, an interactive choice). */
export function cloudInboundMessages(body: unknown): WhatsAppInbound[] {
  const found: WhatsAppInbound[] = [];
  for (const entry of listOf((body as CloudNotification | null)?.entry))
    for (const change of listOf(entry?.changes))
      for (const m of listOf(change?.value?.messages)) {
        const text = m?.text?.body ?? m?.button?.text ?? m?.interactive?.button_reply?.title ?? m?.interactive?.list_reply?.title;
        if (typeof m?.from === 'string' && typeof text === 'string') found.push({ from: m.from, text });
      }
  return found;
}

/**
 * The WhatsApp Business Cloud API's webhook: its subscription check (GET, `hub.verify_token` against
 * WHATSAPP_VERIFY_TOKEN) and its notifications (POST, `X-Hub-Signature-256`: HMAC-SHA256 of the raw body
 * with the app secret WHATSAPP_APP_SECRET, compared in constant time; 401 with nothing done when it fails).
 * A customer's «BAJA» stops the updates to that phone. 404 while the shop has no such setting.
 */
@ApiExcludeController()
@Controller(WHATSAPP_WEBHOOK_PATH.slice(1))
export class WhatsAppWebhookRoutes {
  constructor(
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Meta's check when the webhook is subscribed: its challenge back, as plain text. */
  @Get()
  verify(
    @Query('hub.mode') mode: string | undefined,
    @Query('hub.verify_token') token: string | undefined,
    @Query('hub.challenge') challenge: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): string {
    const expected = this.config.env.WHATSAPP_VERIFY_TOKEN;
    if (!expected) throw new NotFoundException(WM.notConfigured);
    if (mode !== 'subscribe' || !token || !safeEqual(token, expected)) throw new ForbiddenException(WM.badVerifyToken);
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    return String(challenge ?? '').slice(0, 200);
  }

  @Post()
  @HttpCode(200)
  async notify(@Req() request: RequestWithRawBody): Promise<{ received: true; optedOut: number }> {
    const secret = this.config.env.WHATSAPP_APP_SECRET;
    if (!secret) throw new NotFoundException(WM.notConfigured);
    const signature = String(request.headers['x-hub-signature-256'] ?? '');
    const expected = `sha256=${createHmac('sha256', secret)
      .update(request.rawBody ?? Buffer.alloc(0))
      .digest('hex')}`;
    if (!safeEqual(signature, expected)) throw new UnauthorizedException(WM.badSignature);
    let optedOut = 0;
    for (const inbound of cloudInboundMessages(request.body)) {
      const reply = await call(this.rpc, NOTIFICATIONS_SUBJECTS.whatsAppInbound, { from: inbound.from, text: inbound.text.slice(0, 4096) });
      if (reply.optedOut) optedOut++;
    }
    return { received: true, optedOut };
  }
}
