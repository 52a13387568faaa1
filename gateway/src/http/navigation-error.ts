import type { FastifyRequest } from 'fastify';
import { escapeXml } from '../static/seo';

/**
 * A link the browser opened itself (a receipt from an e-mail, an export): its refusal is a page, not JSON.
 * Only real navigations (`Sec-Fetch-Mode: navigate`) get it; the shop's own calls and API clients keep `{ message }`.
 */
export function isApiNavigation(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.headers['sec-fetch-mode'] === 'navigate' && request.url.startsWith('/api/');
}

/** Where the page sends the shopper back: the order itself for a document of an order it may see, else the shop. */
function backLink(status: number, url: string): { href: string; label: string } {
  const parsed = new URL(url, 'http://shop');
  const order = /^\/api\/orders\/([0-9a-f]{24})\//i.exec(parsed.pathname);
  if (!order || status === 404) return { href: '/', label: 'Volver a la tienda' };
  const token = parsed.searchParams.get('token');
  return { href: `/order/${order[1]}${token ? `?token=${encodeURIComponent(token)}` : ''}`, label: 'Ver la orden' };
}

/** A plain Spanish page with the error's message and one way back. */
export function navigationErrorPage(status: number, message: string, url: string): string {
  const back = backLink(status, url);
  return [
    '<!doctype html>',
    '<html lang="es">',
    '<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="robots" content="noindex" /><title>Kukki</title></head>',
    '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #3b2a1e">',
    '<p style="font-size: 1.5rem; font-weight: bold; color: #5a3520">Kukki</p>',
    `<h1 style="font-size: 1.25rem">${escapeXml(message)}</h1>`,
    `<p><a href="${escapeXml(back.href)}" style="color: #9c5a1f">${back.label}</a></p>`,
    '</body>',
    '</html>',
  ].join('\n');
}
