import { Body, Controller, Get, Inject, Ip, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ORDERS_SUBJECTS,
  RECEIPTS_SUBJECTS,
  type CreateOrderReply,
  type FacturaReply,
  type OrderFacturaReply,
  type OrderDetailReply,
  type OrderQuoteReply,
  type OrderReply,
  type Principal,
} from '@kukki/contracts';
import { newId, type RpcClient } from '@kukki/platform';
import { Authenticated, CurrentPrincipal, OptionalAuth } from '../http/auth';
import { OrderAccess, type OrderAccessParams } from '../http/capability';
import { InlinePdf, type PdfFile } from '../http/file-reply';
import { IdempotencyKey } from '../http/idempotency-key';
import { ObjectBodyPipe } from '../http/object-body.pipe';
import { RateLimit, type RateLimitPolicy } from '../http/rate-limit';
import { GuestAction } from '../http/guest-action';
import { call } from '../http/rpc-proxy';
import { RPC } from '../tokens';

const ORDER_LIMIT: RateLimitPolicy = { bucket: 'orders', limit: 'ORDERS_RATE_LIMIT', windowMs: 60_000 };
const QUOTE_LIMIT: RateLimitPolicy = { bucket: 'orders-quote', limit: 'ORDERS_RATE_LIMIT', windowMs: 60_000 };

/** A keyed checkout names its order's id here, so a repeat of the call (its replica died) creates nothing new. */
const attempt = (idempotencyKey: string | undefined) => (idempotencyKey ? { idempotencyKey, attemptId: newId() } : {});

@ApiTags('Órdenes')
@Controller('api/orders')
export class OrdersRoutes {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Post('guest')
  @RateLimit(ORDER_LIMIT)
  @ApiOperation({ summary: 'Crea una orden de invitado; responde el token de acceso a la orden' })
  guest(@Body() body: unknown, @Ip() client: string, @IdempotencyKey() idempotencyKey: string | undefined): Promise<CreateOrderReply> {
    return call(this.rpc, ORDERS_SUBJECTS.create, { guest: true, order: body ?? {}, client, ...attempt(idempotencyKey) }, null);
  }

  @Post('user')
  @Authenticated()
  @RateLimit(ORDER_LIMIT)
  @ApiOperation({ summary: 'Crea la orden del usuario (25 % en su primera compra)' })
  user(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @Ip() client: string,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<CreateOrderReply> {
    return call(this.rpc, ORDERS_SUBJECTS.create, { guest: false, order: body ?? {}, client, ...attempt(idempotencyKey) }, principal);
  }

  @GuestAction('quote', {
    status: 200,
    limit: QUOTE_LIMIT,
    summary: 'Calcula la orden (líneas, descuento, envío, impuestos, total) sin crearla',
  })
  quote(@Body() body: unknown, @CurrentPrincipal() principal: Principal | null): Promise<OrderQuoteReply> {
    return call(this.rpc, ORDERS_SUBJECTS.quote, { guest: !principal, order: body ?? {} }, principal);
  }

  @Get('detail/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'Detalle de una orden (dueño, administrador o token de invitado)' })
  detail(@OrderAccess() order: OrderAccessParams, @CurrentPrincipal() principal: Principal | null): Promise<OrderDetailReply> {
    return call(this.rpc, ORDERS_SUBJECTS.get, order, principal);
  }

  @Patch('cancel/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'Cancela una orden no pagada' })
  cancel(
    @OrderAccess() order: OrderAccessParams,
    @Body(new ObjectBodyPipe()) body: { cancelReason?: unknown } | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<OrderReply> {
    return call(this.rpc, ORDERS_SUBJECTS.cancel, { ...order, cancelReason: body?.cancelReason ?? undefined }, principal);
  }

  @Get(':id/receipt.pdf')
  @OptionalAuth()
  @InlinePdf()
  @ApiOperation({ summary: 'Recibo en PDF de una orden pagada (dueño, administrador o token de invitado); 409 si no está pagada' })
  async receipt(@OrderAccess() order: OrderAccessParams, @CurrentPrincipal() principal: Principal | null): Promise<PdfFile> {
    const { filename, pdfBase64 } = await call(this.rpc, RECEIPTS_SUBJECTS.receipt, order, principal);
    return { pdf: pdfBase64, filename };
  }

  @Get(':id/factura')
  @OptionalAuth()
  @ApiOperation({ summary: 'La solicitud de factura de una orden y su estado (pendiente o emitida); null si aún no se pide' })
  facturaState(@OrderAccess() order: OrderAccessParams, @CurrentPrincipal() principal: Principal | null): Promise<OrderFacturaReply> {
    return call(this.rpc, RECEIPTS_SUBJECTS.getFactura, order, principal);
  }

  @Post(':id/factura')
  @OptionalAuth()
  @RateLimit(ORDER_LIMIT)
  @ApiOperation({
    summary:
      'Solicita la factura (CFDI) de una orden pagada: { rfc, razonSocial, regimenFiscal, codigoPostal, usoCfdi, email } (claves del SAT)',
  })
  factura(
    @OrderAccess() order: OrderAccessParams,
    @Body(new ObjectBodyPipe()) body: object | undefined,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<FacturaReply> {
    return call(this.rpc, RECEIPTS_SUBJECTS.requestFactura, { ...order, factura: body ?? {} }, principal);
  }
}
