import { Controller } from '@nestjs/common';
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
import { AdminPattern, Data, parseOrFail } from '@kukki/platform';
import type { z } from 'zod';
import { CatalogueAdminService } from './catalogue-admin.service';

type ProductId = z.infer<typeof productIdRequest>;
type Availability = z.infer<typeof optionalAvailability>;

@Controller()
export class CatalogueAdminController {
  constructor(private readonly admin: CatalogueAdminService) {}

  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.createProduct)
  async create(@Data([productInputSchema, optionalAvailability]) [input, { available }]: [ProductInput, Availability]) {
    return { product: await this.admin.create(input, available) };
  }

  /** `{"available": false}` alone is the sold-out toggle; any other body is the full edit. */
  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.updateProduct)
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

  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.archiveProduct)
  async archive(@Data(productIdRequest) { id }: ProductId) {
    return { product: await this.admin.archive(id) };
  }

  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.getProductAdmin)
  async get(@Data(productIdRequest) { id }: ProductId) {
    return { product: await this.admin.get(id) };
  }
}
