import { ERRORS } from '@kukki/contracts';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { TimeoutError } from 'rxjs';
import { toRpcCallError } from './rpc-client';

describe('what the gateway answers for a failed call', () => {
  it('is a 503 for NATS trouble, NATS restarting included', () => {
    for (const err of [
      { code: 'CONNECTION_CLOSED', message: 'CONNECTION_CLOSED' },
      { code: 'DISCONNECT', message: 'DISCONNECT' },
      { code: 'STALE_CONNECTION', message: 'stale connection' },
      { code: '503', message: '503' },
      'Error: Connection lost. Trying to reconnect...',
      new EmptyResponseException('catalogue.products.list'),
    ]) {
      expect(toRpcCallError(err)).toMatchObject({ status: 503, message: ERRORS.unavailable });
    }
  });

  it('keeps a service’s own answer, and anything else is a 500', () => {
    expect(toRpcCallError({ status: 404, message: 'No encontramos ese producto' })).toMatchObject({
      status: 404,
      message: 'No encontramos ese producto',
    });
    expect(toRpcCallError(new Error('boom'))).toMatchObject({ status: 500, message: ERRORS.internal });
    // A message that happens to name 503 or a timeout is not NATS saying so.
    expect(toRpcCallError(new Error('orden K-000503: TIMEOUT del proveedor'))).toMatchObject({ status: 500, message: ERRORS.internal });
  });

  it('never reads a status from the text of a failure', () => {
    // Nest's exception filter answers an unexpected handler error as `{ status: 'error', message }`: a 500 whatever the text.
    for (const message of [
      'Connection lost with the courier API',
      'Empty response. There are no subscribers',
      'There is no matching message handler',
    ]) {
      expect(toRpcCallError({ status: 'error', message })).toMatchObject({ status: 500, message: ERRORS.internal });
      expect(toRpcCallError(new Error(message))).toMatchObject({ status: 500, message: ERRORS.internal });
    }
  });

  it('tells a slow service (timed out) from nobody listening', () => {
    expect(toRpcCallError(new TimeoutError())).toMatchObject({ status: 503, timedOut: true });
    expect(toRpcCallError({ code: 'TIMEOUT', message: 'TIMEOUT' })).toMatchObject({ status: 503, timedOut: true });
  });

  it('never invites a blind retry when the request may have been carried out (no answer in time)', () => {
    for (const err of [new TimeoutError(), { code: 'TIMEOUT', message: 'TIMEOUT' }]) {
      expect(toRpcCallError(err)).toMatchObject({ status: 503, message: ERRORS.unconfirmed });
    }
    expect(ERRORS.unconfirmed).not.toMatch(/inténtalo de nuevo/);
    expect(toRpcCallError({ code: '503', message: '503' })).toMatchObject({ status: 503, timedOut: false });
    expect(toRpcCallError(new EmptyResponseException('catalogue.products.list'))).toMatchObject({
      status: 503,
      timedOut: false,
    });
  });
});
