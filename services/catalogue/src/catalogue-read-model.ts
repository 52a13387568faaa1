import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { READ_MODEL_MAX_AGE_MS, type Category, type EventEnvelope, type Product } from '@kukki/contracts';
import { readsMustBeFresh, SERVICE_RUNTIME, type Runtime } from '@kukki/platform';
import { CatalogueRepository } from './catalogue.repository';

/**
 * Refreshed after this long anyway, in case a change arrives without an event (an import run against
 * PostgreSQL); a gateway relies on it to know when its fresh reads may stop.
 */
const MAX_AGE_MS = READ_MODEL_MAX_AGE_MS;
const CATALOGUE_EVENT = /^catalogue\./;

interface Snapshot {
  /** When its reads started: nothing written before this is missing from it. */
  loadedAt: number;
  /** Every product, archived ones included, keyed by lower-case id. */
  byId: Map<string, Product>;
  /** The storefront's list: not archived, in SKU order. */
  listed: Product[];
  categories: Category[];
}

/**
 * The catalogue in memory. It is small (tens of products) and read by every page and every order,
 * so reads are answered from here instead of the database. Any catalogue event — from this replica
 * or another — and every local write drop it; the next read loads it again. A load that a change
 * overtook still answers the reads that were waiting for it, but is not kept. A request marked fresh
 * (a gateway right after its own write, which another replica's event may not have reached yet) is
 * answered from a load that starts after it arrived.
 */
@Injectable()
export class CatalogueReadModel implements OnApplicationShutdown {
  private readonly untap: () => void;
  private current?: Promise<Snapshot>;
  private generation = 0;

  constructor(
    private readonly repo: CatalogueRepository,
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
  ) {
    this.untap = runtime.events.tap(async (event: EventEnvelope) => {
      if (CATALOGUE_EVENT.test(event.type)) this.invalidate();
    });
  }

  /** Called after a write commits, and on every catalogue event. */
  invalidate(): void {
    this.generation++;
    this.current = undefined;
  }

  async listProducts(): Promise<Product[]> {
    return (await this.snapshot()).listed;
  }

  async productsByIds(ids: string[]): Promise<Product[]> {
    const { byId } = await this.snapshot();
    return [...new Set(ids.map((id) => id.toLowerCase()))].flatMap((id) => byId.get(id) ?? []);
  }

  async listedProduct(category: string, id: string): Promise<Product | null> {
    const product = (await this.snapshot()).byId.get(id.toLowerCase());
    return product && product._id === id && product.category === category && !product.archived ? product : null;
  }

  /** The listed products a search finds (the database ranks them), as the storefront lists them. */
  async searchProducts(q: string): Promise<Product[]> {
    const [ids, { byId }] = await Promise.all([this.repo.searchProductIds(q), this.snapshot()]);
    return ids.flatMap((id) => {
      const product = byId.get(id.toLowerCase());
      return product && !product.archived ? [product] : [];
    });
  }

  async listCategories(): Promise<Category[]> {
    return (await this.snapshot()).categories;
  }

  onApplicationShutdown(): void {
    this.untap();
  }

  private snapshot(): Promise<Snapshot> {
    if (readsMustBeFresh()) return this.freshSnapshot(Date.now());
    const current = this.current;
    if (current) return current.then((s) => (Date.now() - s.loadedAt < MAX_AGE_MS ? s : this.reload(current)));
    return this.reload(undefined);
  }

  private async freshSnapshot(arrivedAt: number): Promise<Snapshot> {
    const current = this.current;
    const loaded = current ? await current.catch(() => undefined) : undefined;
    if (loaded && loaded.loadedAt >= arrivedAt) return loaded;
    if (this.current === current) this.invalidate();
    return this.reload(undefined);
  }

  private reload(stale: Promise<Snapshot> | undefined): Promise<Snapshot> {
    // Concurrent callers share one load.
    if (this.current && this.current !== stale) return this.current;
    const generation = this.generation;
    const loading = this.load();
    this.current = loading;
    const forget = () => {
      if (this.current === loading) this.current = undefined;
    };
    loading.then(() => generation !== this.generation && forget(), forget);
    return loading;
  }

  private async load(): Promise<Snapshot> {
    const loadedAt = Date.now();
    const [products, categories] = await Promise.all([this.repo.allProducts(), this.repo.categoryRows()]);
    const frozen = products.map((p) => Object.freeze(p));
    const listed = frozen.filter((p) => !p.archived).sort((a, b) => (a.sku[0] ?? 0) - (b.sku[0] ?? 0));
    return {
      loadedAt,
      byId: new Map(frozen.map((p) => [p._id.toLowerCase(), p])),
      listed,
      categories: categories.map((c) => ({
        _id: c.id,
        name: c.name,
        flavor: c.flavor,
        desc: c.desc,
        idx: c.idx,
        prods: listed.filter((p) => p.category === c.name).map((p) => ({ id: p._id, name: p.name, img: p.coverImage })),
      })),
    };
  }
}
