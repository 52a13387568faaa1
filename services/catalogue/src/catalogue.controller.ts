import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  CATALOGUE_SUBJECTS,
  getProductRequest,
  getProductsByIdsRequest,
  searchProductsRequest,
  type GetProductReply,
  type GetProductRequest,
  type ListCategoriesReply,
  type ListProductsReply,
  type SearchProductsRequest,
} from '@kukki/contracts';
import { Data } from '@kukki/platform';
import { CatalogueService } from './catalogue.service';

/** Request/reply subjects of the catalogue (ARCHITECTURE §4). */
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @MessagePattern(CATALOGUE_SUBJECTS.listProducts)
  async listProducts(): Promise<ListProductsReply> {
    return { products: await this.catalogue.listProducts() };
  }

  @MessagePattern(CATALOGUE_SUBJECTS.searchProducts)
  async searchProducts(@Data(searchProductsRequest) { q }: SearchProductsRequest): Promise<ListProductsReply> {
    return { products: await this.catalogue.searchProducts(q) };
  }

  @MessagePattern(CATALOGUE_SUBJECTS.getProduct)
  async getProduct(@Data(getProductRequest) { category, id }: GetProductRequest): Promise<GetProductReply> {
    return { product: await this.catalogue.getProduct(category, id) };
  }

  @MessagePattern(CATALOGUE_SUBJECTS.getProductsByIds)
  async getProductsByIds(@Data(getProductsByIdsRequest) { ids }: { ids: string[] }) {
    return { products: await this.catalogue.getProductsByIds(ids) };
  }

  @MessagePattern(CATALOGUE_SUBJECTS.listCategories)
  async listCategories(): Promise<ListCategoriesReply> {
    return { categories: await this.catalogue.listCategories() };
  }
}
