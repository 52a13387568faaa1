import { Injectable } from '@nestjs/common';
import { ERRORS, searchApplies, type Category, type Product } from '@kukki/contracts';
import { notFound } from '@kukki/platform';
import { CatalogueReadModel } from './catalogue-read-model';

/** The storefront's reads, answered from the catalogue kept in memory. */
@Injectable()
export class CatalogueService {
  constructor(private readonly readModel: CatalogueReadModel) {}

  listProducts(): Promise<Product[]> {
    return this.readModel.listProducts();
  }

  /** Spanish full-text search over name, category and description; a query of 1 character or less lists everything (spec §5). */
  searchProducts(q: string): Promise<Product[]> {
    return searchApplies(q) ? this.readModel.searchProducts(q.trim()) : this.readModel.listProducts();
  }

  async getProduct(category: string, id: string): Promise<Product> {
    const product = await this.readModel.listedProduct(category, id);
    if (!product) throw notFound(ERRORS.productNotFound);
    return product;
  }

  /** Includes archived products: old orders still refer to them. */
  getProductsByIds(ids: string[]): Promise<Product[]> {
    return this.readModel.productsByIds(ids);
  }

  listCategories(): Promise<Category[]> {
    return this.readModel.listCategories();
  }
}
