import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable, catchError, tap, throwError } from 'rxjs';
import type { RpcRequest } from '@kukki/contracts';
import { runWithRequestId, type Logger } from '../logging';
import { ServiceFailure, asServiceFailure } from '../errors';
import type { Runtime } from '../runtime';
import { SERVICE_NAME, SERVICE_RUNTIME } from './tokens';

/**
 * Runs every message handler inside the caller's request id (so its logs line up with the
 * gateway's) and logs each answer at debug level with its subject, time and status. A database
 * outage inside a handler crosses the transport as a 503, not as an internal error.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  private readonly logger: Logger;

  constructor(@Inject(SERVICE_RUNTIME) runtime: Runtime, @Inject(SERVICE_NAME) service: string) {
    this.logger = runtime.logger(`${service}-rpc`);
  }

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const envelope = ctx.switchToRpc().getData<RpcRequest | undefined>();
    const requestId = envelope?.requestId ?? 'internal';
    const subject = ctx.switchToRpc().getContext<{ getPattern?: () => string } | undefined>()?.getPattern?.() ?? ctx.getHandler().name;
    const started = performance.now();
    const done = (status: number | string) =>
      this.logger.debug({ subject, status, ms: Math.round(performance.now() - started) }, 'message handled');
    return new Observable((subscriber) =>
      runWithRequestId(
        requestId,
        () =>
          next
            .handle()
            .pipe(
              catchError((err: unknown) => throwError(() => asServiceFailure(err))),
              tap({
                next: () => done(200),
                error: (err: unknown) => done(err instanceof ServiceFailure ? err.status : 'error'),
              }),
            )
            .subscribe(subscriber),
        envelope?.fresh === true,
      ),
    );
  }
}
