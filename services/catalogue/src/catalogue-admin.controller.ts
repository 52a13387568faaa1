import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOGUE_ADMIN_SUBJECTS,
  isAvailabilityOnly,
  optionalAvailability,
  productAvailabilityInput,
  productIdRequest,
  productInputSchema,
  updateProductRequest,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, withRequest } from '@kukki/platform';
import { CatalogueAdminService } from './catalogue-admin.service';

@Controller()
export class CatalogueAdminController {
  constructor(private readonly admin: CatalogueAdminService) {}

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.createProduct)
  create(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      const input = parseOrFail(productInputSchema, data);
      const { available } = parseOrFail(optionalAvailability, data);
      return { product: await this.admin.create(input, available) };
    });
  }

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.updateProduct)
  update(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      // {"available": false} alone is the sold-out toggle; any other body is the full edit.
      const body = (data as { product?: unknown } | null)?.product;
      if (isAvailabilityOnly(body)) {
        const { id } = parseOrFail(productIdRequest, { id: (data as { id?: unknown }).id });
        return { product: await this.admin.setAvailable(id, parseOrFail(productAvailabilityInput, body).available) };
      }
      const { id, product } = parseOrFail(updateProductRequest, data);
      const { available } = parseOrFail(optionalAvailability, body);
      return { product: await this.admin.update(id, product, available) };
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
