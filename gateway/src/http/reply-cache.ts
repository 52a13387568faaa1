import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { healthSubject, READ_MODEL_MAX_AGE_MS, type EventEnvelope } from '@kukki/contracts';
import { RpcCallError, type Runtime } from '@kukki/platform';

/** Public catalogue and plan reads: the same answer for everyone, kept serialized and compressed. */
export const CACHED_ROUTES = new Set([
  '/api/productos',
  '/api/productos/category',
  '/api/productos/:category/:id',
  '/api/suscripciones',
  '/api/suscripciones/month',
  '/api/suscripciones/:id',
]);
/** The services whose answers the cache holds, and how often the gateway checks they still answer. */
const CACHED_OWNERS = ['catalogue', 'subscriptions'] as const;
type CachedOwner = (typeof CACHED_OWNERS)[number];
const ownerOf = (key: string): CachedOwner => (key.startsWith('/api/suscripciones') ? 'subscriptions' : 'catalogue');
/**
 * A killed service is restarted within about a second (0.5 s backoff plus its start): pinged once a
 * second, its absence could fall between two pings and the cache would go on answering for it.
 */
const OWNER_PING_MS = 250;
const OWNER_SILENCE_MS = 2500;
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Events that change what the cached reads answer. */
const INVALIDATING_EVENT = /^(catalogue|subscriptions\.plan)\./;
/** Fallback when an event is lost: an entry is refreshed after this long anyway. */
const DEFAULT_TTL_MS = 10_000;
/** Bound on the number of cached answers (one per product page plus the lists). */
const MAX_ENTRIES = 2000;
/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;
/** Beyond the services' copy age: time between a request's arrival here and its arrival there. */
const FRESH_READS_MARGIN_MS = 2000;

export type Encoding = 'br' | 'gzip' | 'identity';

/** One cached answer: its bytes, validator and route; each compressed form is made once, when first asked for. */
export class CachedReply {
  readonly storedAt = Date.now();
  readonly etag: string;
  private readonly compressed: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>> = {};

  constructor(
    readonly identity: Buffer,
    readonly contentType: string,
    /** The route pattern (the metrics label), e.g. `/api/productos/:category/:id`. */
    readonly route: string,
  ) {
    this.etag = strongEtag(identity);
  }

  body(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.identity;
    // Best level: the answer is compressed once and sent many times.
    return (this.compressed[encoding] ??= compress(this.identity, encoding, true));
  }
}

/** Preferred encoding the client accepts (brotli, then gzip); q=0 refuses. */
export function negotiate(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const value = (Array.isArray(header) ? header.join(',') : header).toLowerCase();
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this strong ETag (or `*`). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

export function strongEtag(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>, best: boolean): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: best ? 9 : 6 });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 9 : 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Admin routes whose data a service also holds in memory: the catalogue's read model (`catalogue-read-model.ts`). */
const READ_MODEL_ADMIN_ROUTES = /^\/api\/admin\/products(?:[/?]|$)/;

const isAdminWrite = (method: string, url: string) => method !== 'GET' && method !== 'HEAD' && url.startsWith('/api/admin/');

/**
 * Whether an administrator's write changes what a service answers from memory, so that the reads after it must
 * skip that copy for a while (read-your-writes). Any other admin write (an order's status, a coupon) only clears
 * the cached replies: making every read fresh after it would reload the catalogue for each order placed then.
 */
export function writesReadModel(url: string): boolean {
  return READ_MODEL_ADMIN_ROUTES.test(url);
}

/** A fill under way: the request that reads the answer and the promise the others wait on. */
export class Fill {
  readonly promise: Promise<CachedReply | undefined>;
  settle!: (entry: CachedReply | undefined) => void;

  constructor(readonly key: string) {
    this.promise = new Promise((resolve) => (this.settle = resolve));
  }
}

/**
 * Serialized replies of the public reads (each encoding compressed once), keyed by URL and by a catalogue version.
 * The version moves when a catalogue event is delivered (the bus's live tap, both compositions)
 * and when an administrator's write succeeds through this gateway; an entry also expires after
 * the TTL in case an event never arrives. A fill that started before a bump is never stored.
 */
export class ReplyCache {
  private version = 0;
  private freshUntil = 0;
  private readonly suspended = new Set<CachedOwner>();
  private readonly entries = new Map<string, CachedReply>();
  private readonly fills = new Map<string, Fill>();
  /**
   * The response headers helmet (and the other onRequest hooks) put on a public read, captured from
   * the first filled answer: the same for every request without an Origin, so a hit answered by the
   * HTTP server itself (cached-read-server.ts) can replay them.
   */
  securityHeaders?: Record<string, string>;

  constructor(private readonly ttlMs = DEFAULT_TTL_MS) {}

  get currentVersion(): number {
    return this.version;
  }

  /**
   * A write to data a service keeps in memory (`writesReadModel`) went through this gateway: for a while every
   * service read it makes asks for fresh data, so a replica whose in-memory copy has not seen the write's event yet
   * cannot answer the old one.
   */
  wroteThrough(): void {
    this.freshUntil = Date.now() + READ_MODEL_MAX_AGE_MS + FRESH_READS_MARGIN_MS;
    this.bump();
  }

  /** Whether reads must skip the services' in-memory copies (read-your-writes after a write here). */
  get readsMustBeFresh(): boolean {
    return Date.now() < this.freshUntil;
  }

  bump(): void {
    this.version++;
    this.entries.clear();
    // Fills under way keep answering the requests that joined them (they arrived before the change);
    // later requests start their own.
    this.fills.clear();
  }

  /**
   * One read of a missing answer at a time: the first request for `key` gets a new fill to complete,
   * the ones arriving while it runs get its promise instead (no herd of identical service calls
   * when an entry expires or the catalogue changes under load).
   */
  fill(key: string): { started: Fill } | { joined: Promise<CachedReply | undefined> } {
    const running = this.fills.get(key);
    if (running) return { joined: running.promise };
    const started = new Fill(key);
    this.fills.set(key, started);
    return { started };
  }

  /** The filler's answer (`undefined` when it was not a cacheable 200): settles every joined request. */
  finish(fill: Fill, entry: CachedReply | undefined): void {
    if (this.fills.get(fill.key) === fill) this.fills.delete(fill.key);
    fill.settle(entry);
  }

  /** A service behind the cache stopped answering: serve nothing of it from the cache until it is back. */
  suspend(owner: CachedOwner): void {
    if (this.suspended.has(owner)) return;
    this.suspended.add(owner);
    for (const key of this.entries.keys()) if (ownerOf(key) === owner) this.entries.delete(key);
  }

  resume(owner: CachedOwner): void {
    this.suspended.delete(owner);
  }

  get(key: string): CachedReply | undefined {
    if (this.suspended.has(ownerOf(key))) return undefined;
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores a fresh answer unless the catalogue changed since its read started. */
  store(key: string, startedAt: number, entry: CachedReply): CachedReply {
    if (startedAt === this.version && !this.suspended.has(ownerOf(key))) {
      // A small catalogue fits many times over; a flood of distinct paths only resets the cache.
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, entry);
    }
    return entry;
  }
}

const FILL = Symbol('kukki.cacheFill');
const HIT = Symbol('kukki.cacheHit');
const FILLER = Symbol('kukki.cacheFiller');
type Marked = FastifyRequest & { [FILL]?: number; [HIT]?: boolean; [FILLER]?: Fill };

/** Only the bare paths: a query string would let anyone grow the cache without bound. */
function isCached(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.includes('?') &&
    CACHED_ROUTES.has(request.routeOptions?.url ?? '')
  );
}

/** Vary of a cached answer to a request without Origin (CORS adds Origin; the encoding is negotiated). */
export const VARY_WITHOUT_ORIGIN = 'Origin, Accept-Encoding';

/** Adds Accept-Encoding to Vary without dropping what CORS put there (Origin). */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current ? String(current) : '';
  if (/accept-encoding/i.test(value)) return;
  void reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedReply): Buffer | string {
  void reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', entry.etag);
  varyOnEncoding(reply);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    void reply.code(304);
    return '';
  }
  void reply.header('content-type', entry.contentType);
  const encoding = negotiate(request.headers['accept-encoding']);
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return entry.body(encoding);
}

/** Headers that belong to one answer, never replayed from the captured set. */
const PER_ANSWER = new Set([
  'x-request-id',
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
]);

function captureSecurityHeaders(cache: ReplyCache, reply: FastifyReply): void {
  if (cache.securityHeaders) return;
  const captured: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_ANSWER.has(name.toLowerCase()) || name.toLowerCase().startsWith('access-control-')) continue;
    captured[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  cache.securityHeaders = captured;
}

/**
 * Installs the cache, response compression and default Cache-Control. Call after helmet and CORS
 * are registered: their onRequest hooks run first, so a hit keeps every security header and the
 * request id, and is answered before Nest's guards, pipes and the service call.
 */
export function installReplyCache(app: FastifyInstance, runtime: Runtime, cache: ReplyCache): ReplyCache {
  const untap = runtime.events.tap(async (event: EventEnvelope) => {
    if (INVALIDATING_EVENT.test(event.type)) cache.bump();
  });
  // A cached read must not outlive its service: once the catalogue or the plans have not answered a
  // health ping for OWNER_SILENCE_MS, or a ping finds nobody listening, nothing of theirs is served from the cache, so their routes
  // answer 503 as any other route does. One late pong on a loaded machine does not suspend them
  // (pings overlap; any answer counts), which would send every read to the service at the worst time.
  const rpc = runtime.rpcClient();
  const lastAnswer = new Map<CachedOwner, number>(CACHED_OWNERS.map((owner) => [owner, Date.now()]));
  const watch = setInterval(() => {
    for (const owner of CACHED_OWNERS) {
      if (Date.now() - lastAnswer.get(owner)! > OWNER_SILENCE_MS) cache.suspend(owner);
      void rpc.request(healthSubject(owner), {}, { timeoutMs: OWNER_SILENCE_MS }).then(
        () => {
          lastAnswer.set(owner, Date.now());
          cache.resume(owner);
        },
        // Nobody listening (the service is down or restarting) suspends at once; a late answer only
        // counts towards the silence above.
        (err: unknown) => {
          if (!(err instanceof RpcCallError && err.timedOut)) cache.suspend(owner);
        },
      );
    }
  }, OWNER_PING_MS);
  watch.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(watch);
    untap();
    done();
  });

  const hit = (request: FastifyRequest, reply: FastifyReply, entry: CachedReply) => {
    (request as Marked)[HIT] = true;
    void reply.send(answer(request, reply, entry));
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (!isCached(request)) return done();
    const marked = request as Marked;
    const entry = cache.get(request.url);
    if (entry) return hit(request, reply, entry);
    marked[FILL] = cache.currentVersion;
    const fill = cache.fill(request.url);
    if ('started' in fill) {
      marked[FILLER] = fill.started;
      return done();
    }
    // Another request is reading this answer: take it, or read it ourselves if that read failed.
    void fill.joined.then((filled) => (filled ? hit(request, reply, filled) : done()));
  });
  // The filler always settles its fill, whatever its answer (onSend) or if the client went away (onResponse).
  const settle = (request: FastifyRequest, entry: CachedReply | undefined) => {
    const filler = (request as Marked)[FILLER];
    if (filler) cache.finish(filler, entry);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request, undefined);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const marked = request as Marked;
    if (marked[HIT]) return done(null, payload);
    const url = request.url;
    if (isAdminWrite(request.method, url) && reply.statusCode < 400) {
      if (writesReadModel(url)) cache.wroteThrough();
      else cache.bump();
    }
    // Pages, the sitemap and media: compressed as negotiated (the built frontends carry their own .br/.gz twins).
    if (!url.startsWith('/api/')) return done(null, negotiated(request, reply, payload));

    const filling = marked[FILL];
    const body = filling !== undefined && reply.statusCode === 200 ? inMemory(payload) : undefined;
    if (filling !== undefined && body) {
      const contentType = String(reply.getHeader('content-type') ?? '');
      const fresh = new CachedReply(body, contentType || 'application/json; charset=utf-8', request.routeOptions.url ?? url);
      const entry = cache.store(url, filling, fresh);
      settle(request, entry);
      captureSecurityHeaders(cache, reply);
      reply.removeHeader('content-length');
      return done(null, answer(request, reply, entry));
    }
    settle(request, undefined);
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, negotiated(request, reply, payload));
  });
  return cache;
}

/** A reply payload held in memory, as bytes; undefined for a stream or no body. */
function inMemory(payload: unknown): Buffer | undefined {
  return typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
}

/**
 * The payload compressed as the client accepts (brotli, else gzip) when it is text worth compressing:
 * a body in memory is compressed at once, a file stream (an uploaded or generated SVG) on its way out.
 */
function negotiated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (request.method === 'HEAD' || reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  if (reply.hasHeader('content-encoding') || !COMPRESSIBLE_TYPE.test(contentType)) return payload;
  const body = inMemory(payload);
  const stream = !body && payload instanceof Readable ? payload : undefined;
  const size = body ? body.length : Number(reply.getHeader('content-length') ?? MIN_COMPRESS_BYTES);
  if ((!body && !stream) || size < MIN_COMPRESS_BYTES) return payload;
  varyOnEncoding(reply);
  const encoding = negotiate(request.headers['accept-encoding']);
  if (encoding === 'identity') return payload;
  reply.removeHeader('content-length');
  void reply.header('content-encoding', encoding);
  if (body) return compress(body, encoding, false);
  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip();
  // A read error ends the response instead of leaving it open; there is no status left to change.
  return pipeline(stream!, compressor, (err) => {
    if (err) request.log.warn({ err, url: request.url }, 'compressed file stream failed');
  });
}
