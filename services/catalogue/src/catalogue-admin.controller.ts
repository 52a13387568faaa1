import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  CATALOGUE_ADMIN_SUBJECTS,
  isAvailabilityOnly,
  optionalAvailability,
  productAvailabilityInput,
  productIdRequest,
  productInputSchema,
  updateProductRequest,
  type ProductInput,
} from '@kukki/contracts';
import { Data, parseOrFail, RequireAdmin } from '@kukki/platform';
import type { z } from 'zod';
import { CatalogueAdminService } from './catalogue-admin.service';

type ProductId = z.infer<typeof productIdRequest>;
type Availability = z.infer<typeof optionalAvailability>;

@Controller()
export class CatalogueAdminController {
  constructor(private readonly admin: CatalogueAdminService) {}

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.createProduct)
  @RequireAdmin()
  async create(@Data([productInputSchema, optionalAvailability]) [input, { available }]: [ProductInput, Availability]) {
    return { product: await this.admin.create(input, available) };
  }

  /** `{"available": false}` alone is the sold-out toggle; any other body is the full edit. */
  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.updateProduct)
  @RequireAdmin()
  async update(@Data() data: { id?: unknown; product?: unknown } | null) {
    const body = data?.product;
    if (isAvailabilityOnly(body)) {
      const { id } = parseOrFail(productIdRequest, { id: data?.id });
      return { product: await this.admin.setAvailable(id, parseOrFail(productAvailabilityInput, body).available) };
    }
    const { id, product } = parseOrFail(updateProductRequest, data);
    const { available } = parseOrFail(optionalAvailability, body);
    return { product: await this.admin.update(id, product, available) };
  }

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.archiveProduct)
  @RequireAdmin()
  async archive(@Data(productIdRequest) { id }: ProductId) {
    return { product: await this.admin.archive(id) };
  }

  @MessagePattern(CATALOGUE_ADMIN_SUBJECTS.getProductAdmin)
  @RequireAdmin()
  async get(@Data(productIdRequest) { id }: ProductId) {
    return { product: await this.admin.get(id) };
  }
}
