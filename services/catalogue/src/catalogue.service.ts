import { Inject, Injectable } from '@nestjs/common';
import { ERRORS, type Category, type Product } from '@kukki/contracts';
import { notFound, type DatabaseHandle, SERVICE_DATABASE } from '@kukki/platform';
import { CatalogueRepository } from './catalogue.repository';

@Injectable()
export class CatalogueService {
  private readonly repo: CatalogueRepository;

  constructor(@Inject(SERVICE_DATABASE) handle: DatabaseHandle) {
    this.repo = new CatalogueRepository(handle.db);
  }

  listProducts(): Promise<Product[]> {
    return this.repo.listProducts();
  }

  async getProduct(category: string, id: string): Promise<Product> {
    const product = await this.repo.findProduct(category, id);
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  getProductsByIds(ids: string[]): Promise<Product[]> {
    return this.repo.findProductsByIds(ids);
  }

  listCategories(): Promise<Category[]> {
    return this.repo.listCategories();
  }
}
