import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './auth';

/** Spanish answers of the cross-site and content-type checks. */
export const CSRF_MESSAGES = {
  unsupportedMediaType: 'El tipo de contenido no es compatible: envía los datos como JSON (application/json)',
  crossSite: 'Solicitud rechazada: no proviene de la tienda',
} as const;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes that receive a file: the only ones that take multipart/form-data. */
export const MULTIPART_ROUTES = new Set(['/api/admin/products/images']);

/** The origin (scheme://host[:port]) of a URL, or null when it is not one. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The shop's own origins: PUBLIC_URL's and every CORS origin. */
export function shopOrigins(publicUrl: string | undefined, corsOrigins: string[]): Set<string> {
  const origins = new Set<string>();
  for (const url of [publicUrl, ...corsOrigins]) {
    const origin = url ? originOf(url) : null;
    if (origin) origins.add(origin);
  }
  return origins;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined && length !== '0') return true;
  return request.headers['transfer-encoding'] !== undefined;
}

function mediaType(request: FastifyRequest): string {
  const raw = request.headers['content-type'] ?? '';
  return raw.split(';')[0].trim().toLowerCase();
}

function usesSessionCookie(request: FastifyRequest): boolean {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^Bearer\s+\S/i.test(authorization)) return false;
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** The page's origin names the host the request was sent to (the browser writes both; behind our proxy Host is kept). */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Whether a cookie-authenticated browser request comes from a page of the shop itself. */
function fromShop(request: FastifyRequest, origins: Set<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origins.has(origin) || sameHost(origin, request.headers.host);
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site === 'same-origin' || site === 'none';
  // Neither header: not a browser (curl, a server, a test) — a cross-site page cannot hide both.
  return true;
}

/**
 * The path as the router understands it: percent-decoded (repeatedly), backslashes and repeated slashes
 * folded, dot segments resolved, lower-cased, without query or `;` parameters. `/%61pi`, `//API/`,
 * `/x/../api` and `/%2Fapi` all come out as `/api…`, so no spelling of a path slips past the guard.
 */
export function normalisedPath(url: string): string {
  let path = url.split(/[?#;]/)[0];
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded.split(/[?#;]/)[0];
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** Whether a request reaches the API: by the route the router chose, or by its normalised path when none matched. */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions?.url;
  if (typeof route === 'string' && (route === '/api' || route.startsWith('/api/'))) return true;
  const path = normalisedPath(request.url);
  return path === '/api' || path.startsWith('/api/');
}

/**
 * onRequest hook for /api (judged on the route chosen and the normalised path, never the raw URL): unsafe methods carry JSON only (multipart only where a file is uploaded),
 * so an HTML form on another site cannot post to the API; and a write authenticated by the session
 * cookie (not by an Authorization header) must come from the shop's own origin.
 */
export function apiWriteGuard(origins: Set<string>) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (!UNSAFE.has(request.method) || !isApiRequest(request)) return done();
    if (hasBody(request)) {
      const type = mediaType(request);
      const route = request.routeOptions?.url ?? normalisedPath(request.url);
      const allowed = type === 'application/json' || (type === 'multipart/form-data' && MULTIPART_ROUTES.has(route));
      if (!allowed) {
        void reply.code(415).send({ message: CSRF_MESSAGES.unsupportedMediaType });
        return;
      }
    }
    if (usesSessionCookie(request) && !fromShop(request, origins)) {
      void reply.code(403).send({ message: CSRF_MESSAGES.crossSite });
      return;
    }
    done();
  };
}
