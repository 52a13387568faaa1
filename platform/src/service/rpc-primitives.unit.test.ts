import { Controller, Module } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import pino from 'pino';
import { isObservable, lastValueFrom } from 'rxjs';
import { z } from 'zod';
import type { Principal } from '@kukki/contracts';
import { currentRequestId } from '../logging';
import { InProcessBroker, InProcessClient, InProcessServer, RpcClient } from '../messaging';
import { ServiceFailureFilter } from './service-failure.filter';
import { probeRequest } from '../testing/probe-request';
import { AdminPattern, Caller, Data, RequireSelfOrAdmin, RequireUser, RequireUserWhen, servicePrincipal } from '.';
import { SERVICE_NAME, SERVICE_RUNTIME } from './tokens';

const noteRequest = z.object({ text: z.string().min(2, 'La nota es muy corta') });
const userRequest = z.object({ userId: z.string() });

@Controller()
class ProbeController {
  @MessagePattern('probe.echo')
  echo(@Data(noteRequest) { text }: { text: string }, @Caller() caller: Principal | null) {
    return { text, caller, requestId: currentRequestId() };
  }

  @MessagePattern('probe.mine')
  @RequireUser()
  mine(@Caller() caller: Principal) {
    return { userId: caller.userId };
  }

  @AdminPattern('probe.admin')
  admin(@Data(noteRequest) { text }: { text: string }) {
    return { text };
  }

  @MessagePattern('probe.of-user')
  @RequireSelfOrAdmin('userId')
  ofUser(@Data(userRequest) { userId }: { userId: string }) {
    return { userId };
  }

  @MessagePattern('probe.order')
  @RequireUserWhen('guest', false)
  order(@Data(undefined, 'guest') guest: unknown) {
    return { guest };
  }

  @MessagePattern('probe.outage')
  async outage() {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    throw new Error('Failed query: select 1', { cause: refused });
  }

  @MessagePattern('probe.two')
  two(@Data([noteRequest, userRequest]) [note, user]: [{ text: string }, { userId: string }]) {
    return { ...note, ...user };
  }
}

@Module({
  controllers: [ProbeController],
  providers: [
    { provide: SERVICE_NAME, useValue: 'probe' },
    { provide: SERVICE_RUNTIME, useValue: { logger: () => pino({ level: 'silent' }) } },
    { provide: APP_FILTER, useClass: ServiceFailureFilter },
  ],
})
class ProbeModule {}

describe('service handler primitives (request context, failure filter, @Data pipe, access guards)', () => {
  const broker = new InProcessBroker();
  let app: INestMicroservice;
  const rpc = new RpcClient(new InProcessClient(broker), 2000);
  const service = new RpcClient(new InProcessClient(broker), 2000, servicePrincipal('orders'));
  const ana: Principal = { userId: 'a'.repeat(24), isAdmin: false };
  const boss: Principal = { userId: 'b'.repeat(24), isAdmin: true };

  beforeAll(async () => {
    app = await NestFactory.createMicroservice(ProbeModule, { strategy: new InProcessServer(broker), logger: false });
    await app.listen();
  });
  afterAll(() => app.close());

  it('hands the handler validated data, the caller and the request id', async () => {
    const reply = await probeRequest(rpc, 'probe.echo', { text: 'hola', extra: 1 }, { principal: ana });
    expect(reply).toEqual({ text: 'hola', caller: ana, requestId: expect.any(String) });
    expect((await probeRequest<{ caller: unknown }>(rpc, 'probe.echo', { text: 'hola' })).caller).toBeNull();
  });

  it("runs the handler inside the message's request id", async () => {
    const handler = broker.handler('probe.echo')!;
    const result: unknown = await handler({ data: { text: 'hola' }, principal: null, requestId: 'req-42' });
    const reply: unknown = isObservable(result) ? await lastValueFrom(result) : result;
    expect(reply).toMatchObject({ requestId: 'req-42' });
  });

  it("answers a bad payload with 400 and the schema's Spanish message", async () => {
    await expect(probeRequest(rpc, 'probe.echo', {})).rejects.toMatchObject({ status: 400, message: 'El texto es obligatorio' });
    await expect(probeRequest(rpc, 'probe.echo', { text: 'h' })).rejects.toMatchObject({ status: 400, message: 'La nota es muy corta' });
  });

  it('checks several schemas on one payload in order', async () => {
    await expect(probeRequest(rpc, 'probe.two', { text: 'hola', userId: 'x' })).resolves.toEqual({ text: 'hola', userId: 'x' });
    await expect(probeRequest(rpc, 'probe.two', {})).rejects.toMatchObject({ status: 400, message: 'El texto es obligatorio' });
  });

  it('refuses guests (401) and customers on admin subjects (403) before validating', async () => {
    await expect(probeRequest(rpc, 'probe.mine', {})).rejects.toMatchObject({
      status: 401,
      message: 'Por favor inicia sesión para continuar',
    });
    await expect(probeRequest(rpc, 'probe.mine', {}, { principal: ana })).resolves.toEqual({ userId: ana.userId });
    await expect(probeRequest(rpc, 'probe.admin', {})).rejects.toMatchObject({ status: 401 });
    await expect(probeRequest(rpc, 'probe.admin', {}, { principal: ana })).rejects.toMatchObject({ status: 403 });
    await expect(probeRequest(rpc, 'probe.admin', {}, { principal: boss })).rejects.toMatchObject({ status: 400 });
  });

  it("lets only the named user, an admin or a service act on a user's data", async () => {
    const data = { userId: ana.userId.toUpperCase() };
    await expect(probeRequest(rpc, 'probe.of-user', data, { principal: ana })).resolves.toEqual(data);
    await expect(probeRequest(rpc, 'probe.of-user', data, { principal: boss })).resolves.toEqual(data);
    await expect(probeRequest(service, 'probe.of-user', data)).resolves.toEqual(data);
    await expect(probeRequest(rpc, 'probe.of-user', data, { principal: { userId: 'c'.repeat(24), isAdmin: false } })).rejects.toMatchObject(
      {
        status: 403,
      },
    );
    await expect(probeRequest(rpc, 'probe.of-user', data)).rejects.toMatchObject({ status: 401 });
  });

  it('never takes a service principal for a signed-in user', async () => {
    await expect(probeRequest(service, 'probe.mine', {})).rejects.toMatchObject({ status: 401 });
    await expect(probeRequest(service, 'probe.admin', { text: 'hola' })).rejects.toMatchObject({ status: 401 });
    await expect(probeRequest(service, 'probe.mine', {}, { principal: ana })).resolves.toEqual({ userId: ana.userId });
  });

  it('requires a user only for the marked kind of request', async () => {
    await expect(probeRequest(rpc, 'probe.order', { guest: true })).resolves.toEqual({ guest: true });
    await expect(probeRequest(rpc, 'probe.order', { guest: false })).rejects.toMatchObject({ status: 401 });
    await expect(probeRequest(rpc, 'probe.order', { guest: false }, { principal: ana })).resolves.toEqual({ guest: false });
  });

  it('answers a database outage inside a handler as 503 with the Spanish message', async () => {
    await expect(probeRequest(rpc, 'probe.outage', {})).rejects.toMatchObject({
      status: 503,
      message: 'El servicio no está disponible en este momento, por favor inténtalo de nuevo en unos momentos',
    });
  });
});
