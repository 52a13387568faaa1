import { Controller } from '@nestjs/common';
import {
  CATALOGUE_ADMIN_SUBJECTS,
  isSettingsOnly,
  optionalAvailability,
  productSettingsInput,
  productIdRequest,
  productInputOf,
  productInputSchema,
  updateProductRequest,
  type ProductInput,
} from '@kukki/contracts';
import { AdminPattern, badRequest, Data, parseOrFail } from '@kukki/platform';
import type { z } from 'zod';
import { CatalogueAdminService } from './catalogue-admin.service';

type ProductId = z.infer<typeof productIdRequest>;
type Availability = z.infer<typeof optionalAvailability>;

@Controller()
export class CatalogueAdminController {
  constructor(private readonly admin: CatalogueAdminService) {}

  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.createProduct)
  async create(@Data([productInputSchema, optionalAvailability]) [input, settings]: [ProductInput, Availability]) {
    return { product: await this.admin.create(input, settings) };
  }

  /**
   * `{"available": false}` and/or `{"dailyStock": n}` alone change only those; any other body changes the
   * fields it names (a price alone, a description alone), the product then checked whole.
   */
  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.updateProduct)
  async update(@Data() data: { id?: unknown; product?: unknown } | null) {
    const body = data?.product;
    const { id } = parseOrFail(productIdRequest, { id: data?.id });
    if (isSettingsOnly(body)) return { product: await this.admin.setSettings(id, parseOrFail(productSettingsInput, body)) };
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest();
    const current = productInputOf(await this.admin.get(id));
    const { product } = parseOrFail(updateProductRequest, { id, product: { ...current, ...body } });
    return { product: await this.admin.update(id, product, parseOrFail(optionalAvailability, body)) };
  }

  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.archiveProduct)
  async archive(@Data(productIdRequest) { id }: ProductId) {
    return { product: await this.admin.archive(id) };
  }

  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.restoreProduct)
  async restore(@Data(productIdRequest) { id }: ProductId) {
    return { product: await this.admin.restore(id) };
  }

  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.archivedProducts)
  async archived() {
    return { products: await this.admin.archivedProducts() };
  }

  @AdminPattern(CATALOGUE_ADMIN_SUBJECTS.getProductAdmin)
  async get(@Data(productIdRequest) { id }: ProductId) {
    return { product: await this.admin.get(id) };
  }
}
