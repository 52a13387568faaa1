import type { ClientProxy } from '@nestjs/microservices';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { ERRORS, isRepeatableCall } from '@kukki/contracts';
import { map, NEVER, of, timer, TimeoutError, type Observable } from 'rxjs';
import { HedgeBudget, RpcClient, toRpcCallError } from './rpc-client';

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

describe('a call whose replica died with it in hand', () => {
  /** A proxy whose first `lost` sends are never answered (their replica was killed); the rest answer. */
  const proxy = (lost: number) => {
    const sent: string[] = [];
    const send = (subject: string): Observable<unknown> => {
      sent.push(subject);
      return sent.length <= lost ? NEVER : of({ ok: subject });
    };
    return { sent, client: new RpcClient({ send } as unknown as ClientProxy, 200) };
  };

  it('goes again once when it is a read or an idempotent write, within the same deadline', async () => {
    expect(isRepeatableCall('catalogue.products.get-many', {})).toBe(true);
    expect(isRepeatableCall('coupons.coupon.reserve', {})).toBe(true);
    const { sent, client } = proxy(1);
    const started = Date.now();
    await expect(client.request('catalogue.products.get-many', { ids: [] })).resolves.toEqual({ ok: 'catalogue.products.get-many' });
    expect(sent).toEqual(['catalogue.products.get-many', 'catalogue.products.get-many']);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('keeps waiting for a slow first answer while the copy is out, and takes whichever comes first', async () => {
    const sent: number[] = [];
    const send = (): Observable<unknown> => {
      sent.push(Date.now());
      // The first try answers late (150 ms of a 200 ms deadline); its copy, sent at 100 ms, never does.
      return sent.length === 1 ? timer(150).pipe(map(() => ({ ok: 'slow' }))) : NEVER;
    };
    const client = new RpcClient({ send } as unknown as ClientProxy, 200);
    await expect(client.request('users.profile.get', { userId: 'u' } as never)).resolves.toEqual({ ok: 'slow' });
    expect(sent).toHaveLength(2);
  });

  it('answers 503 when neither try is answered in time', async () => {
    const { sent, client } = proxy(2);
    await expect(client.request('coupons.coupon.validate', { code: 'X' })).rejects.toMatchObject({ status: 503, timedOut: true });
    expect(sent).toHaveLength(2);
  });

  it('never repeats a write that may have been carried out (an order, a sign-up, a contact message)', async () => {
    for (const subject of ['orders.order.create', 'users.accounts.signup', 'notifications.contact.submit'] as const) {
      expect(isRepeatableCall(subject, {})).toBe(false);
      const { sent, client } = proxy(1);
      await expect(client.request(subject, {} as never)).rejects.toMatchObject({ status: 503, message: ERRORS.unconfirmed });
      expect(sent).toEqual([subject]);
    }
  });

  it('repeats an order only under an Idempotency-Key with the gateway’s attempt id (the repeat finds or makes that one order)', async () => {
    const keyed = { guest: true, order: {}, idempotencyKey: 'k-0123456789abcdef', attemptId: '65a1b2c3d4e5f60718293a4b' };
    expect(isRepeatableCall('orders.order.create', keyed)).toBe(true);
    expect(isRepeatableCall('orders.order.create', { ...keyed, attemptId: undefined })).toBe(false);
    expect(isRepeatableCall('orders.order.create', { guest: true, order: {} })).toBe(false);
    expect(isRepeatableCall('users.accounts.signup', { email: 'a@b.mx', attemptId: keyed.attemptId })).toBe(true);
    expect(isRepeatableCall('users.accounts.signup', { email: 'a@b.mx' })).toBe(false);
    const { sent, client } = proxy(1);
    await expect(client.request('orders.order.create', keyed)).resolves.toEqual({ ok: 'orders.order.create' });
    expect(sent).toHaveLength(2);
  });

  it('copies at most a tenth of the calls once its saving is spent (a service slow for everyone is not sent every call twice)', async () => {
    const sent: string[] = [];
    const slow = (subject: string): Observable<unknown> => {
      sent.push(subject);
      return timer(80).pipe(map(() => ({ ok: subject })));
    };
    const client = new RpcClient({ send: slow } as unknown as ClientProxy, 100, null, new HedgeBudget(5, 0.1));
    await Promise.all(Array.from({ length: 100 }, () => client.request('catalogue.products.list', {})));
    // 100 calls, each answered after its copy went out: 5 copies from the saving, then one for every ten calls.
    expect(sent.length - 100).toBeGreaterThanOrEqual(5);
    expect(sent.length - 100).toBeLessThanOrEqual(5 + 10);
  });
});
