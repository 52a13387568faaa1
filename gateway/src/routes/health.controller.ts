import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { healthSubject, SERVICES } from '@kukki/contracts';
import { metrics, runChecks, type RpcClient, type Runtime } from '@kukki/platform';
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

  /** Every service over the transport: for operators and dashboards. */
  @Get('api/health/services')
  async services(@Res() reply: FastifyReply) {
    const checks: Record<string, () => Promise<void>> = {};
    for (const service of SERVICES) {
      checks[service] = async () => {
        await this.rpc.request(healthSubject(service), {}, { timeoutMs: 1500 });
      };
    }
    const result = await runChecks(checks);
    void reply.status(result.ok ? 200 : 503).send(result);
  }

  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4')
  metrics() {
    return metrics.metrics();
  }
}
