import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ERRORS, type Principal } from '@kukki/contracts';
import { notFound } from '../errors';
import { COMPOSITIONS, startComposition, type TestComposition } from '../testing/compositions';
import { probeRequest } from '../testing/probe-request';
import { Caller, Data } from '../service';

const PROBE = {
  echo: 'catalogue.probe.echo',
  notFound: 'catalogue.probe.not-found',
  crash: 'catalogue.probe.crash',
  nobody: 'catalogue.probe.nobody-listens',
};

/** A service with one handler per outcome; `tag` tells which composition answered. */
function probeModule(tag: string): DynamicModule {
  @Controller()
  class ProbeController {
    @MessagePattern(PROBE.echo)
    echo(@Data() data: unknown, @Caller() principal: Principal | null) {
      return { tag, data, principal };
    }

    @MessagePattern(PROBE.notFound)
    missing() {
      throw notFound('No encontramos la sonda');
    }

    @MessagePattern(PROBE.crash)
    crash() {
      throw new Error('boom');
    }
  }
  @Module({})
  class ProbeModule {}
  return { module: ProbeModule, controllers: [ProbeController] };
}

/**
 * The request/reply twins (in-process broker, NATS with a subject namespace) behind one RpcClient:
 * the same suite runs against both compositions.
 */
describe.each(COMPOSITIONS)('request/reply transport (%s)', (kind) => {
  let a: TestComposition;
  let b: TestComposition;

  beforeAll(async () => {
    a = await startComposition(kind, [['catalogue', () => probeModule('a')]]);
    b = await startComposition(kind, [['catalogue', () => probeModule('b')]]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('carries data and principal to the handler and the reply back', async () => {
    const principal = { userId: 'u1', isAdmin: false };
    expect(await probeRequest(a.rpc, PROBE.echo, { n: 1, text: 'ñandú' }, { principal })).toEqual({
      tag: 'a',
      data: { n: 1, text: 'ñandú' },
      principal,
    });
  });

  it("keeps a service's own failure (status and Spanish message)", async () => {
    await expect(probeRequest(a.rpc, PROBE.notFound, {})).rejects.toMatchObject({ status: 404, message: 'No encontramos la sonda' });
  });

  it('turns an unexpected error into a 500 with the generic message, never its text', async () => {
    const err = await probeRequest(a.rpc, PROBE.crash, {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, message: ERRORS.internal });
  });

  it('answers 503 when no service listens on the subject', async () => {
    const err = (await probeRequest(a.rpc, PROBE.nobody, {}, { timeoutMs: 1500 }).catch((e: unknown) => e)) as {
      status: number;
      message: string;
    };
    expect(err.status).toBe(503);
    // NATS says at once that nobody listens; the in-process transport can only wait, so it cannot say nothing was done.
    expect([ERRORS.unavailable, ERRORS.unconfirmed]).toContain(err.message);
  });

  it('two compositions on one transport never answer each other (subject namespaces)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => probeRequest<{ tag: string }>((i % 2 ? b : a).rpc, PROBE.echo, { i })),
    );
    expect(replies.map((r) => r.tag)).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 ? 'b' : 'a')));
  });
});
