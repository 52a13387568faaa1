import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { controlCharsMessage, ERRORS, inspectBody } from '@kukki/contracts';
import { httpDuration, PinoNestLogger, publicUrlOf, resolveJwtSecret, runWithRequestId, type Runtime } from '@kukki/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig, GatewayEnv } from './config';
import { GatewayModule } from './gateway.module';
import { ApiExceptionFilter } from './http/exception.filter';
import { apiWriteGuard, shopOrigins } from './http/csrf';
import { spanishClientError } from './http/client-error';
import { cachedReadServerFactory } from './http/cached-read-server';
import { installReplyCache, ReplyCache } from './http/reply-cache';
import { requestIdOf } from './http/request-id';
import { registerRateLimit } from './http/rate-limit';
import { keepRawBody } from './http/raw-body';
import { WHATSAPP_WEBHOOK_PATH } from './routes/whatsapp-webhook.controller';
import { mountFrontends } from './static/frontends';
import { registerSeoRoutes, rpcShopData, ShopPages } from './static/seo';
import { RPC } from './tokens';
import { EARLY_TAPS_CSP_SOURCE } from './static/early-taps';

export function gatewayConfig(env: GatewayEnv, runtime: Runtime): GatewayConfig {
  return {
    env,
    jwtSecret: resolveJwtSecret({ jwtSecret: env.JWT_SECRET, production: runtime.production, dataDir: runtime.dataDir }),
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: [
    "'self'",
    EARLY_TAPS_CSP_SOURCE,
    'https://sdk.mercadopago.com',
    'https://*.mercadopago.com',
    'https://*.mercadolibre.com',
    'https://*.mlstatic.com',
  ],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'", 'https://*.mercadopago.com', 'https://*.mercadolibre.com'],
  frameSrc: ["'self'", 'https://*.mercadopago.com', 'https://*.mercadolibre.com'],
  objectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'", 'https://*.mercadopago.com'],
  // Not `upgrade-insecure-requests`: every address of the shop is relative, so over TLS it upgrades nothing, and
  // on plain HTTP (the embedded shop at http://localhost:8080) Chromium applies it to same-origin redirects, which
  // then fail (a 301 to https://localhost:8080). HSTS, sent too, moves browsers to https where the shop has it.
  upgradeInsecureRequests: null,
};

/** The policy of everything under /media (uploaded and generated images). */
export const MEDIA_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";
/**
 * The policy of the API's JSON: data, never a document, so nothing may load or frame it. The pages' policy (700
 * bytes of sources for scripts, styles and Mercado Pago's frames) stays on HTML, PDFs and CSVs.
 */
export const API_JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Deeper than any form of the shop sends; deeper bodies would overflow the serialiser on the way to a service. */
export const MAX_BODY_DEPTH = 32;

/**
 * The one body sanitiser: every parsed body, whatever its route, size or depth, is walked once before
 * validation. Too deep → 400; a lone surrogate, NUL or other control character anywhere → 400 naming
 * the field in Spanish. Nothing ill-formed reaches a service, the database or the log.
 */
export function sanitiseBody(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const flaw = inspectBody(request.body, MAX_BODY_DEPTH);
  if (flaw) {
    void reply.code(400).send({ message: flaw.kind === 'deep' ? ERRORS.validation : controlCharsMessage(flaw.path) });
    return;
  }
  done();
}

/** Longer than any path of the shop (the longest are an order's documents, under 200 characters). */
const MAX_PATH_CHARS = 2048;
const pathLength = (url: string) => (url.indexOf('?') === -1 ? url.length : url.indexOf('?'));

/** The Spanish answer to an error Fastify raises before any route runs; never echoes the input. */
export function frameworkError(error: { code?: string }): { status: number; message: string } {
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, message: ERRORS.badUrl };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, message: ERRORS.urlTooLong };
  return { status: 400, message: ERRORS.validation };
}

/**
 * During a stop, a request that still arrives (on a kept-alive connection) gets the shop's Spanish 503
 * and `Connection: close` (set by Fastify while closing), before any other hook or route runs.
 */
function answerWhileClosing(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply.code(503).header('connection', 'close').send({ message: ERRORS.unavailable });
  });
}

/** Builds the HTTP edge on a runtime (embedded or distributed); the caller listens. */
export async function createGateway(runtime: Runtime, env: GatewayEnv): Promise<NestFastifyApplication> {
  const logger = runtime.logger('gateway');
  const config = gatewayConfig(env, runtime);
  const replyCache = new ReplyCache(env.REPLY_CACHE_TTL_MS);
  const adapter = new FastifyAdapter({
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Fastify's own answers (bad URL encoding, over-long parameters) are English and echo the path.
    frameworkErrors: (error: { code?: string }, _request: FastifyRequest, reply: FastifyReply) => {
      const { status, message } = frameworkError(error);
      void reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ message });
    },
    // Headers over the limit and malformed HTTP: a Spanish `{ message }` too.
    clientErrorHandler: spanishClientError,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => requestIdOf(req.headers),
    serverFactory: cachedReadServerFactory(replyCache),
    // Fastify's own 503 while closing is English: `answerWhileClosing` gives the shop's.
    return503OnClosing: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot(runtime, config), adapter, {
    logger: new PinoNestLogger(logger),
  });
  const fastify = app.getHttpAdapter().getInstance();
  answerWhileClosing(fastify);
  // An empty body sent as JSON (clients that set the header on every request) is no body, as without the header:
  // the header goes before Fastify picks a parser, which would refuse '' as JSON.
  fastify.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request;
    const empty = headers['content-length'] === '0' || (headers['content-length'] === undefined && !headers['transfer-encoding']);
    if (empty && String(headers['content-type'] ?? '').startsWith('application/json')) delete headers['content-type'];
    done();
  });

  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    // A path longer than any of the shop's: 414, before the static files' lookup refuses it as «forbidden».
    if (pathLength(request.url) > MAX_PATH_CHARS) return void reply.code(414).send({ message: ERRORS.urlTooLong });
    // After an admin write through this gateway, its service reads skip the replicas' in-memory copies.
    runWithRequestId(String(request.id), done, replyCache.readsMustBeFresh);
  });
  const publicUrl = publicUrlOf(env);
  fastify.addHook('onRequest', apiWriteGuard(shopOrigins(publicUrl, config.corsOrigins)));
  fastify.addHook('preParsing', keepRawBody(WHATSAPP_WEBHOOK_PATH, env.BODY_LIMIT_BYTES));
  fastify.addHook('preValidation', sanitiseBody);
  // Uploaded files are never a page of the shop: even a file that slipped through would run nothing.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/media/')) {
      void reply.header('content-security-policy', MEDIA_CSP);
      void reply.header('x-content-type-options', 'nosniff');
    } else if (request.url.startsWith('/api/') && String(reply.getHeader('content-type')).startsWith('application/json')) {
      void reply.header('content-security-policy', API_JSON_CSP);
    }
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      { method: request.method, route: request.routeOptions?.url ?? 'unknown', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  await app.register(helmet, { contentSecurityPolicy: { directives: CSP }, crossOriginEmbedderPolicy: false });
  await app.register(cookie as never);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  await registerRateLimit(fastify, runtime.rateLimiter);
  // @fastify/cors allows only GET, HEAD and POST unless told: spec §7 also PATCHes and DELETEs.
  app.enableCors({ origin: config.corsOrigins, credentials: true, methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] });
  // After helmet and CORS: a cache hit still carries their headers and the request id.
  installReplyCache(fastify, runtime, replyCache);

  const uploads = env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(runtime.dataDir, 'uploads');
  const pages = new ShopPages(rpcShopData(app.get(RPC)), publicUrl);
  registerSeoRoutes(fastify, pages);
  const spaFallback = await mountFrontends(fastify, env, uploads, { pages, catalogueVersion: () => replyCache.currentVersion });
  if (!runtime.production) for (const mount of runtime.httpMounts) await mount(fastify);

  app.useGlobalFilters(new ApiExceptionFilter(logger, spaFallback));
  if (env.API_DOCS ?? !runtime.production) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Kukki API').setDescription('API de la tienda Kukki').setVersion('0.1.0').addBearerAuth().build(),
    );
    SwaggerModule.setup('api/docs', app, document);
  }
  return app;
}
