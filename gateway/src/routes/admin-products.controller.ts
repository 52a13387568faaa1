import { Body, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { CATALOGUE_ADMIN_SUBJECTS, IMAGE_UPLOAD_MAX_BYTES, productIdRequest, type Principal, type RpcForwarded } from '@kukki/contracts';
import { MediaStore, newId, resolveUploadsDir, type RpcClient, type Runtime } from '@kukki/platform';
import { AdminRoutes } from '../http/admin-routes';
import { CurrentPrincipal } from '../http/auth';
import { call } from '../http/rpc-proxy';
import { ZodPipe } from '../http/zod-body.pipe';
import { GATEWAY_CONFIG, RPC, RUNTIME } from '../tokens';
import type { GatewayConfig } from '../config';
import { imageSizeRefusal, sniffImage, UPLOAD_MESSAGES } from '../http/image-sniffer';

@AdminRoutes('api/admin/products', 'Administración: productos')
export class AdminProductsRoutes {
  private readonly media: MediaStore;

  constructor(
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(RUNTIME) runtime: Runtime,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.media = new MediaStore(resolveUploadsDir(runtime.dataDir, config.env.UPLOADS_DIR));
  }

  @Post()
  @ApiOperation({ summary: 'Crear un producto' })
  create(@Body() body: RpcForwarded<typeof CATALOGUE_ADMIN_SUBJECTS.createProduct>, @CurrentPrincipal() principal: Principal) {
    return call(this.rpc, CATALOGUE_ADMIN_SUBJECTS.createProduct, body, principal);
  }

  @Get('archived')
  @ApiOperation({ summary: 'Los productos archivados, el más reciente primero' })
  archived(@CurrentPrincipal() principal: Principal) {
    return call(this.rpc, CATALOGUE_ADMIN_SUBJECTS.archivedProducts, {}, principal);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Volver a listar un producto archivado' })
  restore(@Param(new ZodPipe(productIdRequest)) { id }: { id: string }, @CurrentPrincipal() principal: Principal) {
    return call(this.rpc, CATALOGUE_ADMIN_SUBJECTS.restoreProduct, { id }, principal);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un producto, incluso archivado' })
  get(@Param(new ZodPipe(productIdRequest)) { id }: { id: string }, @CurrentPrincipal() principal: Principal) {
    return call(this.rpc, CATALOGUE_ADMIN_SUBJECTS.getProductAdmin, { id }, principal);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Editar un producto' })
  update(@Param(new ZodPipe(productIdRequest)) { id }: { id: string }, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    return call(this.rpc, CATALOGUE_ADMIN_SUBJECTS.updateProduct, { id, product: body }, principal);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Archivar un producto (sale de la tienda, queda en las órdenes)' })
  archive(@Param(new ZodPipe(productIdRequest)) { id }: { id: string }, @CurrentPrincipal() principal: Principal) {
    return call(this.rpc, CATALOGUE_ADMIN_SUBJECTS.archiveProduct, { id }, principal);
  }

  /** Multipart field `file`: PNG, JPEG or WebP up to 2 MB and 6000 px a side, checked by content, not by name (SVG is refused). */
  @Post('images')
  @HttpCode(201)
  @ApiOperation({ summary: 'Subir una imagen de producto' })
  async upload(@Req() request: FastifyRequest): Promise<{ url: string }> {
    if (!request.isMultipart()) throw new BadRequestException('Envía la imagen como multipart/form-data en el campo file');
    let file: MultipartFile | undefined;
    try {
      file = await request.file();
    } catch {
      throw new BadRequestException(UPLOAD_MESSAGES.unreadable);
    }
    if (!file) throw new BadRequestException('Selecciona una imagen');
    const buffer = await file.toBuffer().catch(() => {
      throw new PayloadTooLargeException('La imagen no debe pesar más de 2 MB');
    });
    if (file.file.truncated || buffer.length > IMAGE_UPLOAD_MAX_BYTES)
      throw new PayloadTooLargeException('La imagen no debe pesar más de 2 MB');
    const kind = sniffImage(buffer);
    if (kind === 'svg') throw new BadRequestException(UPLOAD_MESSAGES.svgRefused);
    if (!kind) throw new BadRequestException(UPLOAD_MESSAGES.formatRefused);
    const refusal = imageSizeRefusal(buffer);
    if (refusal) throw new BadRequestException(refusal);
    const url = await this.media.put(`products/uploads/${newId()}.${kind}`, buffer);
    return { url };
  }
}
