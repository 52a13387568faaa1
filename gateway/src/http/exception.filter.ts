import { Catch, HttpException, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ERRORS } from '@kukki/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { isApiNavigation, navigationErrorPage } from './navigation-error';

/** Fastify's own error codes (body parsing, limits) and what we answer instead. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: ERRORS.badJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: ERRORS.badJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: ERRORS.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: ERRORS.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: ERRORS.validation },
};

/** What a status says when its error carries no Spanish text of its own. */
const SPANISH_BY_STATUS: Record<number, string> = {
  400: ERRORS.validation,
  401: ERRORS.unauthenticated,
  403: ERRORS.forbidden,
  404: ERRORS.notFound,
  413: ERRORS.payloadTooLarge,
  415: ERRORS.unsupportedMediaType,
  429: ERRORS.tooManyRequests,
  503: ERRORS.unavailable,
};

export function describeError(err: unknown): { status: number; message: string } {
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const body = err.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : '';
    if (status === 400 && /JSON/i.test(message)) return { status, message: ERRORS.badJson };
    return { status, message: spanishOr(status, message) };
  }
  const e = err as { code?: string; statusCode?: number; message?: string } | undefined;
  if (e?.code && FASTIFY_ERRORS[e.code]) return FASTIFY_ERRORS[e.code];
  if (e instanceof SyntaxError || e?.code?.startsWith('FST_ERR_CTP')) return { status: 400, message: ERRORS.badJson };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, message: spanishOr(e.statusCode, '') };
  }
  return { status: 500, message: ERRORS.internal };
}

/** Nest's default English texts never reach a shopper. */
function spanishOr(status: number, message: string): string {
  const english =
    /^(Cannot [A-Z-]+ \/|Bad Request|Unauthorized|Forbidden|Not Found|Internal server error|Too Many Requests|Payload Too Large|Request body is too large|Unsupported Media Type|Request Timeout)/i;
  if (message && !english.test(message)) return message;
  return SPANISH_BY_STATUS[status] ?? (status >= 500 ? ERRORS.internal : ERRORS.validation);
}

/**
 * Every error leaves the gateway as `{ message }` in Spanish with its status. Unknown non-API GETs
 * fall back to the shell's index.html so client-side routes survive a reload.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spaFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    if (exception instanceof NotFoundException && isUnknownRoute(exception)) {
      if (this.spaFallback?.(request, reply)) return;
      void reply.status(404).send({ message: ERRORS.routeNotFound });
      return;
    }
    const described = describeError(exception);
    const { status } = described;
    // A read that got no answer in time changed nothing: it may be asked again (writes say they may have been done).
    const message = described.message === ERRORS.unconfirmed && isRead(request) ? ERRORS.unavailable : described.message;
    if (status >= 500 && status !== 503) {
      // The error serializer drops SQL parameters; the path is logged without its query string.
      this.logger.error({ err: exception, method: request.method, route: request.routeOptions?.url ?? 'unknown' }, 'request failed');
      void reply.status(status).send({ message, requestId: String(request.id) });
      return;
    }
    const retryAfter = retryAfterOf(exception);
    if (retryAfter !== null) void reply.header('retry-after', String(retryAfter));
    if (isApiNavigation(request)) {
      void reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(navigationErrorPage(status, message, request.url));
      return;
    }
    void reply.status(status).send({ message });
  }
}

/** The wait a service gave with its 429 (`retryAfterSeconds`), for the `Retry-After` header. */
function retryAfterOf(exception: unknown): number | null {
  if (!(exception instanceof HttpException) || exception.getStatus() !== 429) return null;
  const body = exception.getResponse() as { retryAfterSeconds?: unknown };
  return typeof body === 'object' && typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : null;
}

function isRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

function isUnknownRoute(err: NotFoundException): boolean {
  const body = err.getResponse() as { message?: string } | string;
  const message = typeof body === 'string' ? body : body.message;
  return typeof message === 'string' && /^Cannot [A-Z-]+ \//.test(message);
}
