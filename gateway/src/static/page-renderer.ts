import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** What the shell's server build (frontends/shell/dist-server/render.js) exports. */
export interface RenderedPage {
  html: string;
  stateScript: string;
  /** False when a read failed for want of a service (the page is sent but not kept). */
  complete: boolean;
  /** Whether the HTML is the whole page, which the browser hydrates (else the shell of a page it renders). */
  hydrate: boolean;
}
type ApiFetch = (input: string, init: RequestInit) => Promise<Response>;
interface ServerBuild {
  renderPage(url: string, apiFetch: ApiFetch): Promise<RenderedPage>;
}

/**
 * The storefront's server renderer, loaded from the frontends' server build at run time (the gateway
 * never imports frontend code) and loaded again when a new build replaces the file. Its reads go to
 * this gateway's own routes in process (`inject`), so they come from the same cached replies as the API.
 */
export class PageRenderer {
  private loaded?: { mtimeMs: number; build: ServerBuild };

  constructor(
    private readonly app: FastifyInstance,
    private readonly file: string,
  ) {}

  static forFrontends(app: FastifyInstance, frontendsRoot: string): PageRenderer {
    return new PageRenderer(app, path.join(frontendsRoot, 'shell', 'dist-server', 'render.js'));
  }

  /** Whether a server build is there (the first start renders in the browser until it is). */
  get available(): boolean {
    return fs.existsSync(this.file);
  }

  /** Changes with every new server build: part of the rendered pages' cache key. */
  get buildStamp(): number {
    try {
      return fs.statSync(this.file).mtimeMs;
    } catch {
      return 0;
    }
  }

  render(url: string): Promise<RenderedPage> {
    return this.build().renderPage(url, this.apiFetch);
  }

  private build(): ServerBuild {
    const mtimeMs = this.buildStamp;
    if (!this.loaded || this.loaded.mtimeMs !== mtimeMs) {
      const resolved = require.resolve(this.file);
      delete require.cache[resolved];
      this.loaded = { mtimeMs, build: require(resolved) as ServerBuild };
    }
    return this.loaded.build;
  }

  private readonly apiFetch: ApiFetch = async (input, init) => {
    const res = await this.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
    });
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
