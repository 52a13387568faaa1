import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './shapes';
import type { Emulator } from './emulator';

type Query = Record<string, string | undefined>;

const page = (q: Query, fallbackLimit = 30) => ({
  limit: Math.min(Math.max(Number(q.limit) || fallbackLimit, 1), 1000),
  offset: Math.max(Number(q.offset) || 0, 0),
});

const byDate = <T extends { date_created: string }>(rows: T[], criteria: string | undefined, tie: (r: T) => number | string) =>
  [...rows].sort((a, b) => {
    const d = a.date_created.localeCompare(b.date_created) || (tie(a) < tie(b) ? -1 : tie(a) > tie(b) ? 1 : 0);
    return criteria === 'desc' ? -d : d;
  });

/**
 * The REST endpoints the official SDK calls (same paths, same shapes as api.mercadopago.com):
 * preferences (create, get, update, search), payments (get, search, refunds), preapprovals (create, get,
 * update, search) and authorized payments (get: a preapproval's recurring charge, which the SDK has no client for). Every call needs `Authorization: Bearer <token>` (checked against the
 * configured access token when there is one).
 */
export function registerApiRoutes(
  app: FastifyInstance,
  emulator: Emulator,
  opts: { accessToken?: string; baseUrl: (req: FastifyRequest) => string },
) {
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    if (!token || (opts.accessToken && token !== opts.accessToken)) throw new ApiError(401, 'unauthorized', 'invalid access token');
  });

  const both = (path: string) => [path, `${path}/`];

  for (const path of both('/checkout/preferences'))
    app.post(path, async (req: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(emulator.createPreference(req.body, opts.baseUrl(req))),
    );

  app.get('/checkout/preferences/search', async (req) => {
    const q = req.query as Query;
    const rows = emulator.store.list('preferences', { external_reference: q.external_reference });
    const { limit, offset } = page(q, 22);
    const elements = byDate(rows, 'desc', (r) => r.id).slice(offset, offset + limit);
    return { elements, next_offset: offset + elements.length, total: rows.length };
  });

  app.get('/checkout/preferences/:id', async (req) => emulator.preferenceOrFail((req.params as { id: string }).id));

  app.put('/checkout/preferences/:id', async (req) => {
    const current = emulator.preferenceOrFail((req.params as { id: string }).id);
    const patch = (req.body ?? {}) as Record<string, unknown>;
    const updated = {
      ...current,
      ...patch,
      id: current.id,
      init_point: current.init_point,
      sandbox_init_point: current.sandbox_init_point,
      last_updated: new Date().toISOString(),
    };
    emulator.store.update('preferences', updated);
    return updated;
  });

  app.get('/v1/payments/search', async (req) => {
    const q = req.query as Query;
    const rows = emulator.store.list('payments', { external_reference: q.external_reference, status: q.status });
    const { limit, offset } = page(q);
    const results = byDate(rows, q.criteria ?? 'asc', (r) => r.id).slice(offset, offset + limit);
    return { paging: { total: rows.length, limit, offset }, results };
  });

  app.get('/v1/payments/:id', async (req) => emulator.paymentOrFail((req.params as { id: string }).id));

  app.post('/v1/payments/:id/refunds', async (req: FastifyRequest, reply: FastifyReply) =>
    reply.status(201).send(await emulator.refundPayment((req.params as { id: string }).id, req.body)),
  );

  app.get('/v1/payments/:id/refunds', async (req) => emulator.paymentOrFail((req.params as { id: string }).id).refunds ?? []);

  for (const path of both('/preapproval'))
    app.post(path, async (req: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(emulator.createPreapproval(req.body, opts.baseUrl(req))),
    );

  app.get('/preapproval/search', async (req) => {
    const q = req.query as Query;
    const rows = emulator.store.list('preapprovals', {
      external_reference: q.external_reference,
      status: q.status,
      payer_email: q.payer_email,
    });
    const { limit, offset } = page(q);
    const results = byDate(rows, q.criteria ?? 'desc', (r) => r.id).slice(offset, offset + limit);
    return { paging: { total: rows.length, limit, offset }, results };
  });

  app.get('/preapproval/:id', async (req) => emulator.preapprovalOrFail((req.params as { id: string }).id));

  app.put('/preapproval/:id', async (req) => emulator.updatePreapproval((req.params as { id: string }).id, req.body));

  // Not in the SDK (no client for it): the recurring charges of preapprovals.
  app.get('/authorized_payments/:id', async (req) => emulator.authorizedPaymentOrFail((req.params as { id: string }).id));
}
