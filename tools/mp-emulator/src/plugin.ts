import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { HttpMount } from '@kukki/platform';
import { registerApiRoutes } from './api-routes';
import { registerCheckoutRoutes } from './checkout-routes';
import { registerControlRoutes } from './control-routes';
import { Emulator } from './emulator';
import { ApiError } from './shapes';
import { EmulatorStore } from './store';
import { WebhookSender } from './webhooks';

export interface MpEmulatorOptions {
  /** Signs every notification (the shop's MERCADOPAGO_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** When set, API calls must carry this bearer token. */
  accessToken?: string;
  /** Browser-facing root of the emulator for `init_point`s; default: the request's host + prefix. */
  publicUrl?: string;
  /** Where preapproval notifications go (Mercado Pago configures this per application). */
  defaultNotificationUrl?: string;
  /** JSON file keeping the state across restarts (DATA_DIR/mp-emulator.json); in memory when absent. */
  stateFile?: string;
  webhookRetriesMs?: number[];
  log?: (msg: string, extra?: Record<string, unknown>) => void;
}

export interface MpEmulatorHandle {
  emulator: Emulator;
  /** Registers every route on a Fastify instance (use `app.register(handle.plugin, { prefix })`). */
  plugin: FastifyPluginAsync;
  close(): void;
}

/** Builds the Mercado Pago emulator: state, signed webhooks, SDK endpoints, hosted pages, control API. */
export function createMpEmulator(options: MpEmulatorOptions): MpEmulatorHandle {
  const store = new EmulatorStore(options.stateFile);
  const webhooks = new WebhookSender(store, { secret: options.webhookSecret, retriesMs: options.webhookRetriesMs, log: options.log });
  const emulator = new Emulator(store, webhooks, options.defaultNotificationUrl);

  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    const prefix = app.prefix;
    const baseUrl = (req: FastifyRequest) =>
      (options.publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}${prefix}`).replace(/\/+$/, '');

    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
    }
    app.setErrorHandler((error, _req, reply) => {
      if (error instanceof ApiError) return reply.status(error.status).send(error.body());
      const status = typeof (error as { statusCode?: number }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
      const e = new ApiError(status, status >= 500 ? 'internal_error' : 'bad_request', (error as Error).message);
      return reply.status(status).send(e.body());
    });

    registerCheckoutRoutes(app, emulator);
    registerControlRoutes(app, emulator);
    // The SDK endpoints check the bearer token: their own encapsulated context for the hook.
    await app.register(async (api) => registerApiRoutes(api, emulator, { accessToken: options.accessToken, baseUrl }));
  };
  // Keep the prefix given at registration (fastify-plugin is not used: routes stay encapsulated).
  return { emulator, plugin, close: () => webhooks.close() };
}

/**
 * The emulator as an embedded-only HTTP mount on the shop's own port (at `/mp-emulator`).
 * Never mounted with NODE_ENV=production (the gateway skips mounts there; this checks again).
 */
export function mpEmulatorMount(options: MpEmulatorOptions & { prefix?: string }): { mount: HttpMount; handle: MpEmulatorHandle } {
  const handle = createMpEmulator(options);
  const mount: HttpMount = async (app) => {
    if (process.env.NODE_ENV === 'production') return;
    await app.register(handle.plugin, { prefix: options.prefix ?? '/mp-emulator' });
  };
  return { mount, handle };
}
