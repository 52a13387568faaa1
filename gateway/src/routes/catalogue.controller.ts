import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  CATALOGUE_SUBJECTS,
  getProductRequest,
  searchProductsRequest,
  type GetProductReply,
  type ListCategoriesReply,
  type ListProductsReply,
  type SearchProductsRequest,
} from '@kukki/contracts';
import type { RpcClient } from '@kukki/platform';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { RPC } from '../tokens';

@ApiTags('Catálogo')
@Controller('api/productos')
export class CatalogueRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Todos los productos, ordenados por SKU' })
  list(): Promise<ListProductsReply> {
    return call(this.rpc, CATALOGUE_SUBJECTS.listProducts, {});
  }

  @Get('category')
  @ApiOperation({ summary: 'Categorías (sabores) con sus productos' })
  categories(): Promise<ListCategoriesReply> {
    return call(this.rpc, CATALOGUE_SUBJECTS.listCategories, {});
  }

  @Get('buscar')
  @ApiOperation({
    summary:
      'Busca productos en español (plural y singular, sin acentos ni mayúsculas): primero los que coinciden por nombre; con 1 carácter o menos, todos',
  })
  @ApiQuery({ name: 'q', required: false, example: 'nuez' })
  search(@Query(new ZodPipe(searchProductsRequest)) query: SearchProductsRequest): Promise<ListProductsReply> {
    return call(this.rpc, CATALOGUE_SUBJECTS.searchProducts, query);
  }

  @Get(':category/:id')
  @ApiOperation({ summary: 'Detalle de un producto' })
  detail(@Param(new ZodPipe(getProductRequest)) params: { category: string; id: string }): Promise<GetProductReply> {
    return call(this.rpc, CATALOGUE_SUBJECTS.getProduct, params);
  }
}
