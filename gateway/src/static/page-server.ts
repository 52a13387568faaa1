import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedReply, matchesEtag, negotiate } from '../http/reply-cache';
import type { PageRenderer } from './page-renderer';
import { renderShell, type PageBody, type ShopPages } from './seo';

/** Bound on the pages kept (one per product and plan page plus the fixed ones); a flood of paths only resets it. */
const MAX_PAGES = 2000;

interface CachedPage {
  /** Catalogue version, server build and shell template the page was made from. */
  stamp: string;
  status: number;
  reply: CachedReply;
}

export interface PageServerOptions {
  pages: ShopPages;
  renderer: PageRenderer | null;
  /** The reply cache's catalogue version: moves with every catalogue or plan event and admin write. */
  catalogueVersion: () => number;
  /** Longest life of a page when no catalogue event arrives (the API replies' TTL). */
  ttlMs: number;
  /** Where the storefront remote's files are served (the directory of REMOTE_STOREFRONT_URL). */
  storefrontBase: string;
  /** The storefront remote's build folder (its stylesheets are linked from the rendered pages). */
  storefrontDist: string;
}

/**
 * Sends the shop's pages: the shell's index.html with each page's head tags and, for the storefront's
 * pages, their server-rendered HTML and data. A page is made once per catalogue version
 * (and server build and shell template) and kept with its compressed forms and strong ETag, like the
 * API's cached reads: a catalogue event or an administrator's write makes the next request render it again.
 */
export class PageServer {
  private readonly entries = new Map<string, CachedPage & { storedAt: number }>();
  private stylesheets?: { mtimeMs: number; links: string };

  constructor(private readonly options: PageServerOptions) {}

  async send(request: FastifyRequest, reply: FastifyReply, template: { etag: string; html: string }): Promise<void> {
    const renderer = this.options.renderer?.available ? this.options.renderer : null;
    const stamp = `${this.options.catalogueVersion()}:${renderer?.buildStamp ?? 0}:${template.etag}`;
    const key = request.url;
    let page = this.entries.get(key);
    if (!page || page.stamp !== stamp || Date.now() - page.storedAt > this.options.ttlMs) {
      const made = await this.make(request, template.html, renderer);
      page = { stamp, storedAt: Date.now(), ...made.page };
      // A page made while the catalogue changed, or when a service did not answer, is sent but not kept.
      const current = `${this.options.catalogueVersion()}:${renderer?.buildStamp ?? 0}:${template.etag}`;
      if (made.cacheable && current === stamp) {
        if (this.entries.size >= MAX_PAGES) this.entries.clear();
        this.entries.set(key, page);
      }
    }
    const { reply: cached, status } = page;
    void reply.header('cache-control', 'no-cache').header('etag', cached.etag).header('vary', 'Accept-Encoding');
    if (status === 200 && matchesEtag(request.headers['if-none-match'], cached.etag)) return void reply.code(304).send();
    void reply.status(status).type('text/html; charset=utf-8');
    const encoding = negotiate(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return void reply.send(cached.body(encoding));
  }

  private async make(
    request: FastifyRequest,
    template: string,
    renderer: PageRenderer | null,
  ): Promise<{ page: Omit<CachedPage, 'stamp'>; cacheable: boolean }> {
    const { pages } = this.options;
    const resolved = await pages.resolve(request.url);
    let body: PageBody | undefined;
    let cacheable = resolved.cacheable;
    if (renderer && resolved.render !== 'none') {
      try {
        const rendered = await renderer.render(request.url);
        body = { ...rendered, headLinks: this.storefrontStylesheets() };
        cacheable &&= rendered.complete;
      } catch (error) {
        // The browser renders the page instead; the next request tries again.
        request.log.error({ err: error }, 'server rendering failed');
        cacheable = false;
      }
    }
    const html = renderShell(template, resolved.head, pages.baseUrl(), resolved.status, body);
    return { page: { status: resolved.status, reply: new CachedReply(Buffer.from(html), 'text/html; charset=utf-8', 'page') }, cacheable };
  }

  /**
   * <link rel="stylesheet"> for every stylesheet of the storefront remote, so a rendered page is styled
   * before any script runs. `data-href` is the name the remote's chunk loader looks for, so it does not
   * load them a second time.
   */
  private storefrontStylesheets(): string {
    const dist = this.options.storefrontDist;
    const mtimeMs = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
    if (this.stylesheets?.mtimeMs !== mtimeMs) {
      const files = mtimeMs ? fs.readdirSync(dist).filter((f) => f.endsWith('.css')) : [];
      const links = files
        .sort()
        .map((f) => `<link rel="stylesheet" href="${this.options.storefrontBase}${f}" data-href="${f}">`)
        .join('');
      this.stylesheets = { mtimeMs, links };
    }
    return this.stylesheets.links;
  }
}

/** The directory part of a remote entry URL ('/remotes/storefront/remoteEntry.js' → '/remotes/storefront/'). */
export const remoteBase = (entry: string): string => entry.slice(0, entry.lastIndexOf('/') + 1) || '/';

export const storefrontDistOf = (frontendsRoot: string): string => path.join(frontendsRoot, 'storefront', 'dist');
