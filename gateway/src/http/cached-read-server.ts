import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerFactory } from 'fastify';
import { httpDuration } from '@kukki/platform';
import {
  matchesEtag,
  negotiate,
  PUBLIC_CACHE_CONTROL,
  VARY_WITHOUT_ORIGIN,
  type CachedReply,
  type Encoding,
  type ReplyCache,
} from './reply-cache';
import { requestIdOf } from './request-id';

/** The response headers of one cached answer, per form, without the request id (flat [name, value, …]). */
interface HeaderSets {
  notModified: string[];
  identity: string[];
  gzip: string[];
  br: string[];
}

const headerSets = new WeakMap<CachedReply, HeaderSets>();

function headersOf(entry: CachedReply, security: Record<string, string>): HeaderSets {
  let sets = headerSets.get(entry);
  if (sets) return sets;
  const common = [
    ...Object.entries(security).flat(),
    'cache-control',
    PUBLIC_CACHE_CONTROL,
    'etag',
    entry.etag,
    'vary',
    VARY_WITHOUT_ORIGIN,
  ];
  const full = (encoding: Encoding) => [
    ...common,
    'content-type',
    entry.contentType,
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
    'content-length',
    String(entry.body(encoding).length),
  ];
  sets = { notModified: common, identity: full('identity'), gzip: full('gzip'), br: full('br') };
  headerSets.set(entry, sets);
  return sets;
}

/**
 * Answers a cached public read straight from the HTTP server, before Fastify routes it, when the
 * request is a GET without Origin (same-origin or not a browser: CORS has nothing to add) whose URL
 * the cache holds. The answer carries what the Fastify path gives it: the security headers captured
 * from the first filled answer, the request id, ETag and 304, Cache-Control, Vary, the negotiated
 * encoding; and it is counted in the request metrics. Returns false for everything else.
 */
export function answerCachedRead(cache: ReplyCache, req: IncomingMessage, res: ServerResponse): boolean {
  const security = cache.securityHeaders;
  if (!security || req.method !== 'GET' || req.headers.origin !== undefined || req.url === undefined) return false;
  const entry = cache.get(req.url);
  if (!entry) return false;
  const started = performance.now();
  const sets = headersOf(entry, security);
  const requestId = requestIdOf(req.headers);
  let status = 200;
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    status = 304;
    res.writeHead(304, [...sets.notModified, 'x-request-id', requestId]).end();
  } else {
    const encoding = negotiate(req.headers['accept-encoding']);
    res.writeHead(200, [...sets[encoding], 'x-request-id', requestId]).end(entry.body(encoding));
  }
  httpDuration.observe({ method: 'GET', route: entry.route, status: String(status) }, (performance.now() - started) / 1000);
  return true;
}

/** The options Fastify resolved (its defaults included) that concern the server it would have made. */
interface ServerTimeouts {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's server, with cached public reads answered first (see answerCachedRead). Fastify sets
 * its timeouts only on servers it creates, so they are copied here.
 */
export function cachedReadServerFactory(cache: ReplyCache): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as ServerTimeouts;
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!answerCachedRead(cache, req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
