import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseRpcExceptionFilter } from '@nestjs/microservices';
import type { Observable } from 'rxjs';
import { asServiceFailure } from '../errors';

/**
 * Every service's exception filter: a database outage inside a handler crosses the transport as a 503
 * `{ status, message }`, not as Nest's «Internal server error»; a `ServiceFailure` crosses as it is.
 */
@Catch()
export class ServiceFailureFilter extends BaseRpcExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): Observable<unknown> {
    return super.catch(asServiceFailure(exception), host);
  }
}
