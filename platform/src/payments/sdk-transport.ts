import http from 'node:http';
import https from 'node:https';
import type { Options } from 'mercadopago/dist/types';
import { REAL_MERCADOPAGO_API_URL } from './config';

/**
 * Points one SDK client at another API root (the bundled emulator) through its own configuration.
 *
 * mercadopago v2 always requests `https://api.mercadopago.com/<endpoint>` with node-fetch and passes
 * the client's `options` on to node-fetch, which honours an `agent`. This agent, given to one
 * `MercadoPagoConfig` only, connects to `apiUrl`'s host instead and prefixes its path, so every call
 * still goes through the SDK's own code (headers, idempotency keys, retries, error bodies) and no
 * other client or module is affected. Covered by tools/mp-emulator/src/sdk-adapter.int.test.ts.
 */
export function apiRootAgent(apiUrl: string): http.Agent {
  const target = new URL(apiUrl);
  const prefix = target.pathname.replace(/\/+$/, '');
  const secure = target.protocol === 'https:';
  const port = Number(target.port || (secure ? 443 : 80));
  const Base = secure ? https.Agent : http.Agent;

  class ApiRootAgent extends Base {
    // The SDK's URL is always https: Node only hands a request to an agent of the same protocol.
    protocol = 'https:';

    addRequest(req: http.ClientRequest, options: http.RequestOptions & { servername?: string }): void {
      req.path = `${prefix}${req.path}`;
      req.setHeader('host', target.host);
      const redirected = { ...options, host: target.hostname, hostname: target.hostname, port, servername: target.hostname };
      (http.Agent.prototype as unknown as { addRequest(r: http.ClientRequest, o: unknown): void }).addRequest.call(this, req, redirected);
    }
  }
  return new ApiRootAgent();
}

/** The SDK options for a client of `apiUrl`: the real API as is, any other root through its agent. */
export function sdkOptionsFor(apiUrl: string, agent: http.Agent | undefined, extra: Options = {}): Options {
  if (!agent || apiUrl.replace(/\/+$/, '') === REAL_MERCADOPAGO_API_URL) return extra;
  return { ...extra, agent } as Options;
}
