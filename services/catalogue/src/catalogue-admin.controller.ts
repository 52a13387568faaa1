import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CATALOGUE_ADMIN_SUBJECTS, productIdRequest, productInputSchema, updateProductRequest, type RpcRequest } from '@kukki/contracts';
import { parseOrFail, requireAdmin, withRequest } from '@kukki/platform';
import { CatalogueAdminService } from './catalogue-admin.service';

@Controller()
export class CatalogueAdminController {
  constructor(private readonly admin: CatalogueAdminService) {}

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.createProduct)
  create(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { product: await this.admin.create(parseOrFail(productInputSchema, data)) };
    });
  }

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.updateProduct)
  update(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      const { id, product } = parseOrFail(updateProductRequest, data);
      return { product: await this.admin.update(id, product) };
    });
  }

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.archiveProduct)
  archive(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { product: await this.admin.archive(parseOrFail(productIdRequest, data).id) };
    });
  }

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.getProductAdmin)
  get(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { product: await this.admin.get(parseOrFail(productIdRequest, data).id) };
    });
  }
}
