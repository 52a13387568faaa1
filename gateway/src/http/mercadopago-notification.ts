import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_MESSAGES } from '@kukki/contracts';
import { paymentsConfigFromEnv, verifyWebhookSignature } from '@kukki/platform';

type NotificationBody = { type?: string; topic?: string; action?: string; data?: { id?: string | number } } | undefined;
type NotificationQuery = Record<string, string | undefined>;

/** What a verified notification names: the id the signature covers, its type and (payments) its action. */
export interface MercadoPagoNotification {
  dataId: string | undefined;
  type: string | undefined;
  action: string | undefined;
}

type NotificationRequest = FastifyRequest & { mercadoPagoNotification?: MercadoPagoNotification };

const QUERY_ID_KEYS = 'kukki:mercadopago-query-id-keys';

/**
 * Mercado Pago's `x-signature`: an HMAC-SHA256 with MERCADOPAGO_WEBHOOK_SECRET over
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, checked in constant time with stale timestamps
 * refused. A bad or missing one is 401 before the handler runs, so nothing changes.
 */
@Injectable()
export class MercadoPagoSignatureGuard implements CanActivate {
  private secret?: string;

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<NotificationRequest>();
    const body = request.body as NotificationBody;
    const query = (request.query ?? {}) as NotificationQuery;
    const queryIdKeys = this.reflector.get<string[]>(QUERY_ID_KEYS, context.getHandler());
    const fromBody = body?.data?.id !== undefined && body?.data?.id !== null ? String(body.data.id) : undefined;
    const fromQuery = queryIdKeys.map((key) => query[key]).find((id) => id !== undefined);
    // The signed id must be the id we act on: a query and a body that disagree are refused.
    if (fromBody && fromQuery && fromBody !== fromQuery) throw new UnauthorizedException(PAYMENT_MESSAGES.badSignature);
    const dataId = fromQuery ?? fromBody;
    this.secret ??= paymentsConfigFromEnv().webhookSecret;
    const [xSignature, xRequestId] = [request.headers['x-signature'], request.headers['x-request-id']] as Array<string | undefined>;
    const check = verifyWebhookSignature({ xSignature, xRequestId, dataId, secret: this.secret });
    if (!check.valid) throw new UnauthorizedException(PAYMENT_MESSAGES.badSignature);
    const type = query.type ?? query.topic ?? body?.type ?? body?.topic ?? body?.action?.split('.')[0];
    request.mercadoPagoNotification = { dataId, type, action: body?.action };
    return true;
  }
}

/** A Mercado Pago notification route; `queryIdKeys` are the query parameters that may carry the id, first found wins. */
export const SignedByMercadoPago = (queryIdKeys: string[]) =>
  applyDecorators(
    SetMetadata(QUERY_ID_KEYS, queryIdKeys),
    UseGuards(MercadoPagoSignatureGuard),
    ApiHeader({ name: 'x-signature', description: 'ts=…,v1=HMAC-SHA256' }),
    ApiHeader({ name: 'x-request-id' }),
  );

/** The notification `SignedByMercadoPago` verified. */
export const VerifiedNotification = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): MercadoPagoNotification =>
    ctx.switchToHttp().getRequest<NotificationRequest>().mercadoPagoNotification!,
);
