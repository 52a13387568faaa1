import { Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENTS, type OrderEvent } from '@kukki/contracts';
import type { Runtime } from '@kukki/platform';
import { AdminRoutes } from '../http/admin-routes';
import { RUNTIME } from '../tokens';

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
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  /** Server-sent events: one `data:` line of `{ type, order }` per order event, while the page is open. */
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
    const untap = this.runtime.events.tap(async (event) => {
      if (!LIVE_EVENTS.has(event.type)) return;
      const { order } = event.data as OrderEvent;
      res.write(`id: ${event.id}\nevent: message\ndata: ${JSON.stringify({ type: event.type, order })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': latido\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      untap();
    });
  }
}
