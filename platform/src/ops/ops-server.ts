import http from 'node:http';
import { metrics } from './metrics';

export type ReadinessCheck = () => Promise<void>;

/**
 * Liveness, readiness and Prometheus metrics on a small HTTP port of its own, for processes that
 * have no HTTP server (services) and for probes. Readiness runs every check (DB, NATS…).
 */
export function startOpsServer(
  port: number,
  checks: Record<string, ReadinessCheck>,
  /** More JSON probes of this process, by path (the gateway's `/health/services`). */
  extra: Record<string, () => Promise<{ status: number; body: unknown }>> = {},
): http.Server {
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0];
    if (extra[path]) {
      const { status, body } = await extra[path]();
      return send(res, status, body);
    }
    if (url.startsWith('/health/live')) return send(res, 200, { status: 'ok' });
    if (url.startsWith('/health/ready')) {
      const result = await runChecks(checks);
      return send(res, result.ok ? 200 : 503, result);
    }
    if (url.startsWith('/metrics')) {
      res.writeHead(200, { 'content-type': metrics.contentType });
      return res.end(await metrics.metrics());
    }
    send(res, 404, { message: 'No encontrado' });
  };
  // A probe that throws answers 500 instead of becoming an unhandled rejection of the process.
  const server = http.createServer((req, res) => {
    answer(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else send(res, 500, { message: 'Algo salió mal' });
    });
  });
  server.listen(port);
  return server;
}

export async function runChecks(checks: Record<string, ReadinessCheck>) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
        return [name, 'ok'] as const;
      } catch (err) {
        return [name, `error: ${(err as Error).message}`] as const;
      }
    }),
  );
  return { ok: entries.every(([, s]) => s === 'ok'), checks: Object.fromEntries(entries) };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
