import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseEnv } from '@kukki/platform';
import { startComposition, type CompositionKind, type ModuleEntry, type TestComposition } from '@kukki/platform/testing';
import { gatewayEnvShape } from '../config';
import { createGateway } from '../create-gateway';
import { CUSTOMER_PASSWORD } from './clients';

type Headers = Record<string, string>;
type Reply = { status: number; body: any; headers: Record<string, unknown> };

export interface ApiHarness {
  app: NestFastifyApplication;
  composition: TestComposition;
  /** Fastify's inject: a real HTTP request through every hook, guard, pipe and filter, without a socket. */
  request(opts: { method: string; url: string; payload?: unknown; headers?: Headers }): Promise<Reply>;
  get(url: string, headers?: Headers): Promise<Reply>;
  post(url: string, payload: unknown, headers?: Headers): Promise<Reply>;
  patch(url: string, payload: unknown, headers?: Headers): Promise<Reply>;
  close(): Promise<void>;
}

/** The gateway on a composition with the given service modules, for HTTP contract tests. */
export async function startApi(
  kind: CompositionKind,
  modules: ModuleEntry[],
  overrides: Partial<Record<string, string>> = {},
): Promise<ApiHarness> {
  const composition = await startComposition(kind, modules, overrides);
  const env = parseEnv(gatewayEnvShape, {
    ...process.env,
    ...composition.env,
    ...overrides,
    SERVE_FRONTENDS: overrides.SERVE_FRONTENDS ?? 'false',
    RPC_TIMEOUT_MS: overrides.RPC_TIMEOUT_MS ?? '3000',
  } as unknown as NodeJS.ProcessEnv);
  const app = await createGateway(composition.runtime, env);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const fastify = app.getHttpAdapter().getInstance();
  const request: ApiHarness['request'] = async ({ method, url, payload, headers }) => {
    const res = await fastify.inject({
      method: method as never,
      url,
      headers: {
        ...(payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      payload:
        payload === undefined ? undefined : typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    app,
    composition,
    request,
    get: (url, headers) => request({ method: 'GET', url, headers }),
    post: (url, payload, headers) => request({ method: 'POST', url, payload, headers }),
    patch: (url, payload, headers) => request({ method: 'PATCH', url, payload, headers }),
    async close() {
      await app.close();
      await composition.close();
    },
  };
}

/** Bearer headers of the administrator (logged in) and of a new customer signed up with `customerEmail`. */
export async function adminAndCustomer(
  api: ApiHarness,
  adminCredentials: { email: string; password: string },
  customerEmail: string,
): Promise<{ admin: Record<string, string>; customer: Record<string, string> }> {
  const login = await api.post('/api/usuarios/login', adminCredentials);
  const signup = await api.post('/api/usuarios/signup', {
    name: 'Cliente',
    email: customerEmail,
    password: CUSTOMER_PASSWORD,
    passwordConfirm: CUSTOMER_PASSWORD,
  });
  return { admin: { authorization: `Bearer ${login.body.token}` }, customer: { authorization: `Bearer ${signup.body.token}` } };
}

/** POSTs `text` (JSON cut short) as application/json: what a broken or truncated client sends. */
export function postBrokenJson(api: ApiHarness, url: string, text: string) {
  return api.post(url, text, { 'content-type': 'application/json' });
}
