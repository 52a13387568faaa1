import { Inject, Injectable } from '@nestjs/common';
import { ERRORS, type Product, type ProductInput } from '@kukki/contracts';
import { badRequest, notFound, type DatabaseHandle } from '@kukki/platform';
import { CatalogueAdminRepository } from './catalogue-admin.repository';
import { CATALOGUE_DB } from './tokens';

/** Products created, edited and archived by administrators. Archived products leave the storefront but stay on old orders. */
@Injectable()
export class CatalogueAdminService {
  private readonly repo: CatalogueAdminRepository;

  constructor(@Inject(CATALOGUE_DB) handle: DatabaseHandle) {
    this.repo = new CatalogueAdminRepository(handle.db);
  }

  private async checkCategory(input: ProductInput) {
    if (!(await this.repo.categoryExists(input.category))) throw badRequest('La categoría no existe');
  }

  async create(input: ProductInput, available?: boolean): Promise<Product> {
    await this.checkCategory(input);
    return this.repo.create(input, available ?? true);
  }

  async update(id: string, input: ProductInput, available?: boolean): Promise<Product> {
    await this.checkCategory(input);
    const product = await this.repo.update(id, input, available);
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  /** The sold-out toggle: only `available` changes. */
  async setAvailable(id: string, available: boolean): Promise<Product> {
    const product = await this.repo.setAvailable(id, available);
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  async archive(id: string): Promise<Product> {
    const product = await this.repo.archive(id);
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  async get(id: string): Promise<Product> {
    const product = await this.repo.find(id);
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }
}
