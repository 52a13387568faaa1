import { UnauthorizedException } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@kukki/contracts';
import { paymentsConfigFromEnv, verifyWebhookSignature } from '@kukki/platform';

export type NotificationBody = { type?: string; topic?: string; action?: string; data?: { id?: string | number } } | undefined;
export type NotificationQuery = Record<string, string | undefined>;
export type NotificationHeaders = { xSignature: string | undefined; xRequestId: string | undefined };

/**
 * Mercado Pago's notification signature: `x-signature` is an HMAC-SHA256 with
 * MERCADOPAGO_WEBHOOK_SECRET over `id:{data.id};request-id:{x-request-id};ts:{ts};`, checked in
 * constant time with stale timestamps refused. `queryIdKeys` are the query parameters that may carry
 * the id, first found wins.
 */
export class NotificationSignature {
  private secret?: string;

  constructor(private readonly queryIdKeys: readonly string[]) {}

  /** The verified data id (undefined when the notification names none); 401 for a bad or missing signature. */
  verifiedDataId(body: NotificationBody, query: NotificationQuery, { xSignature, xRequestId }: NotificationHeaders): string | undefined {
    const fromBody = body?.data?.id !== undefined && body?.data?.id !== null ? String(body.data.id) : undefined;
    const fromQuery = this.queryIdKeys.map((key) => query[key]).find((id) => id !== undefined);
    // The signed id must be the id we act on: a query and a body that disagree are refused.
    if (fromBody && fromQuery && fromBody !== fromQuery) throw new UnauthorizedException(PAYMENT_MESSAGES.badSignature);
    const dataId = fromQuery ?? fromBody;
    this.secret ??= paymentsConfigFromEnv().webhookSecret;
    const check = verifyWebhookSignature({ xSignature, xRequestId, dataId, secret: this.secret });
    if (!check.valid) throw new UnauthorizedException(PAYMENT_MESSAGES.badSignature);
    return dataId;
  }
}

/** The notification's type, from the query first, then the body (`action` is `<type>.<verb>`). */
export const notificationType = (body: NotificationBody, query: NotificationQuery): string | undefined =>
  query.type ?? query.topic ?? body?.type ?? body?.topic ?? body?.action?.split('.')[0];
