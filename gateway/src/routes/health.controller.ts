import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { healthSubject, SERVICES } from '@kukki/contracts';
import { metrics, runChecks, type RpcClient, type Runtime } from '@kukki/platform';
import { AdminOnly } from '../http/auth';
import type { FastifyReply } from 'fastify';
import { RPC, RUNTIME } from '../tokens';

@ApiExcludeController()
@Controller()
export class HealthRoutes {
  constructor(
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  @Get('api/health/live')
  live() {
    return { status: 'ok' };
  }

  /**
   * Ready when the gateway's own dependencies answer. One service being down must not take every
   * gateway replica out of the load balancer: its routes answer 503 on their own.
   */
  @Get('api/health/ready')
  async ready(@Res() reply: FastifyReply) {
    const result = await runChecks(this.runtime.readinessChecks());
    void reply.status(result.ok ? 200 : 503).send(result);
  }

  /** Every service over the transport: for operators (also on the ops port, HEALTH_PORT) and admins. */
  @Get('api/health/services')
  @AdminOnly()
  async services(@Res() reply: FastifyReply) {
    const result = await servicesHealth(this.rpc);
    void reply.status(result.ok ? 200 : 503).send(result);
  }

  /** Prometheus scrapes the ops port (HEALTH_PORT); on the public port only admins read it. */
  @Get('metrics')
  @AdminOnly()
  @Header('content-type', 'text/plain; version=0.0.4')
  metrics() {
    return metrics.metrics();
  }
}

/** Whether every service answers over the transport. */
export async function servicesHealth(rpc: RpcClient) {
  const checks: Record<string, () => Promise<void>> = {};
  for (const service of SERVICES) {
    checks[service] = async () => {
      await rpc.request(healthSubject(service), {}, { timeoutMs: 1500 });
    };
  }
  return runChecks(checks);
}
