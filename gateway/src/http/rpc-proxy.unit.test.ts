import { HttpException } from '@nestjs/common';
import { ERRORS } from '@kukki/contracts';
import { RpcCallError, type RpcClient } from '@kukki/platform';
import { call } from './rpc-proxy';

const failing = (error: RpcCallError) => ({ request: () => Promise.reject(error) }) as unknown as RpcClient;
const answerOf = async (promise: Promise<unknown>) => {
  const err = (await promise.catch((e: unknown) => e)) as HttpException;
  return { status: err.getStatus(), message: err.message };
};

describe('call', () => {
  it('says what a call with no answer in time means for this request, when the route names it', async () => {
    const late = failing(new RpcCallError(503, ERRORS.unconfirmed, true));
    expect(await answerOf(call(late, 'users.sessions.login', {}, null, { unconfirmed: 'Inténtalo de nuevo' }))).toEqual({
      status: 503,
      message: 'Inténtalo de nuevo',
    });
    // Without its own words, the general one: it may have been carried out.
    expect(await answerOf(call(late, 'users.sessions.login', {}))).toEqual({ status: 503, message: ERRORS.unconfirmed });
  });

  it('keeps the service’s own answer otherwise', async () => {
    const refused = failing(new RpcCallError(401, 'Correo o contraseña incorrectos'));
    expect(await answerOf(call(refused, 'users.sessions.login', {}, null, { unconfirmed: 'Inténtalo de nuevo' }))).toEqual({
      status: 401,
      message: 'Correo o contraseña incorrectos',
    });
  });
});
