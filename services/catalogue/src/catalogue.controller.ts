import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOGUE_SUBJECTS,
  getProductRequest,
  getProductsByIdsRequest,
  healthSubject,
  type GetProductReply,
  type ListCategoriesReply,
  type ListProductsReply,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, withRequest } from '@kukki/platform';
import { CatalogueService } from './catalogue.service';

/** Request/reply subjects of the catalogue (ARCHITECTURE §4). */
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @MessagePattern(healthSubject('catalogue'))
  health() {
    return { status: 'ok' };
  }

  @MessagePattern(CATALOGUE_SUBJECTS.listProducts)
  listProducts(@Payload() msg: RpcRequest): Promise<ListProductsReply> {
    return withRequest(msg, async () => ({ products: await this.catalogue.listProducts() }));
  }

  @MessagePattern(CATALOGUE_SUBJECTS.getProduct)
  getProduct(@Payload() msg: RpcRequest): Promise<GetProductReply> {
    return withRequest(msg, async (data) => {
      const { category, id } = parseOrFail(getProductRequest, data);
      return { product: await this.catalogue.getProduct(category, id) };
    });
  }

  @MessagePattern(CATALOGUE_SUBJECTS.getProductsByIds)
  getProductsByIds(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data) => {
      const { ids } = parseOrFail(getProductsByIdsRequest, data);
      return { products: await this.catalogue.getProductsByIds(ids) };
    });
  }

  @MessagePattern(CATALOGUE_SUBJECTS.listCategories)
  listCategories(@Payload() msg: RpcRequest): Promise<ListCategoriesReply> {
    return withRequest(msg, async () => ({ categories: await this.catalogue.listCategories() }));
  }
}
