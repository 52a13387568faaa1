import { Injectable } from '@nestjs/common';
import { CATALOGUE_EVENTS, ERRORS, type CatalogueChanged, type Product, type ProductInput, type ProductSettings } from '@kukki/contracts';
import { badRequest, emitEvent, notFound, ServiceStore, type Executor } from '@kukki/platform';
import { CatalogueAdminRepository } from './catalogue-admin.repository';
import { CatalogueReadModel } from './catalogue-read-model';
import { outbox, processedEvents } from './db/schema';

/** Products created, edited and archived by administrators. Archived products leave the storefront but stay on old orders. */
@Injectable()
export class CatalogueAdminService {
  constructor(
    private readonly store: ServiceStore,
    private readonly repo: CatalogueAdminRepository,
    private readonly readModel: CatalogueReadModel,
  ) {}

  /** Runs a write and its `catalogue.product.changed` event in one transaction, then publishes at once. */
  private async write(change: CatalogueChanged['change'], fn: (repo: CatalogueAdminRepository) => Promise<Product | null>) {
    const product = await this.store.db.transaction(async (tx: Executor) => {
      const written = await fn(new CatalogueAdminRepository(tx));
      if (written)
        await emitEvent(tx, { outbox, processedEvents }, CATALOGUE_EVENTS.productChanged, {
          productId: written._id,
          change,
        });
      return written;
    });
    if (product) {
      this.readModel.invalidate();
      this.store.publish();
    }
    return product;
  }

  private async checkCategory(input: ProductInput) {
    if (!(await this.repo.categoryExists(input.category))) throw badRequest('La categoría no existe');
  }

  async create(input: ProductInput, settings: ProductSettings = {}): Promise<Product> {
    await this.checkCategory(input);
    return (await this.write('created', (repo) => repo.create(input, settings)))!;
  }

  async update(id: string, input: ProductInput, settings: ProductSettings = {}): Promise<Product> {
    await this.checkCategory(input);
    const product = await this.write('updated', (repo) => repo.update(id, input, settings));
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  /** The sold-out toggle and the units per delivery day: only those change. */
  async setSettings(id: string, settings: ProductSettings): Promise<Product> {
    const product = await this.write('updated', (repo) => repo.setSettings(id, settings));
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  async archive(id: string): Promise<Product> {
    const product = await this.write('archived', (repo) => repo.setArchived(id, true));
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  /** A product archived by mistake, back in the shop as it was (to its consumers, an update). */
  async restore(id: string): Promise<Product> {
    const product = await this.write('updated', (repo) => repo.setArchived(id, false));
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  archivedProducts(): Promise<Product[]> {
    return this.repo.archivedProducts();
  }

  async get(id: string): Promise<Product> {
    const product = await this.repo.find(id);
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }
}
