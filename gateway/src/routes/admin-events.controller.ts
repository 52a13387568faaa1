import { Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS, type OrderEvent } from '@kukki/contracts';
import type { RpcClient, Runtime } from '@kukki/platform';
import type { GatewayConfig } from '../config';
import { AdminRoutes } from '../http/admin-routes';
import { bearerToken } from '../http/auth';
import { resolveSession } from '../http/auth.guard';
import { GATEWAY_CONFIG, RPC, RUNTIME } from '../tokens';

/** Order events the dashboard shows live. */
const LIVE_EVENTS = new Set<string>([
  EVENTS.orderCreated,
  EVENTS.orderPaid,
  EVENTS.orderStatusChanged,
  EVENTS.orderCancelled,
  EVENTS.orderPaymentRejected,
  EVENTS.orderRefunded,
]);
const HEARTBEAT_MS = 25_000;

@AdminRoutes('api/admin/events', 'Administración: resumen')
export class AdminEventsRoutes {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Whether the stream's session is still an administrator's (not logged out, not revoked, not demoted). */
  private async stillAdmin(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    try {
      return (await resolveSession(this.rpc, this.config.jwtSecret, token))?.principal.isAdmin === true;
    } catch {
      return false; // users unreachable: stop rather than stream unchecked; the page reconnects
    }
  }

  /**
   * Server-sent events: one `data:` line of `{ type, order }` per order event, while the page is open
   * and its session lasts. The session is checked again before each message and each heartbeat: once
   * it is logged out (or the account loses admin rights) the stream ends.
   */
  @Get()
  @ApiOperation({ summary: 'Órdenes en vivo (server-sent events)' })
  stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n: conectado\n\n');
    const token = bearerToken(request);
    let ended = false;
    // Messages go out one after another, each after its session check, in the order they came.
    let queue = Promise.resolve();
    const send = (text: string) => {
      queue = queue.then(async () => {
        if (ended) return;
        if (!(await this.stillAdmin(token))) return end();
        if (!ended) res.write(text);
      });
    };
    const untap = this.runtime.events.tap(async (event) => {
      if (!LIVE_EVENTS.has(event.type)) return;
      const { order } = event.data as OrderEvent;
      send(`id: ${event.id}\nevent: message\ndata: ${JSON.stringify({ type: event.type, order })}\n\n`);
    });
    const heartbeat = setInterval(() => send(': latido\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      untap();
      res.end();
    };
    request.raw.on('close', end);
  }
}
