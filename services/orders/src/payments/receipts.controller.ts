import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminListFacturasRequest,
  facturaCommand,
  orderAccessRequest,
  RECEIPTS_SUBJECTS,
  updateFacturaRequest,
  type FacturaReply,
  type FacturasReply,
  type ReceiptReply,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, withRequest } from '@kukki/platform';
import { ReceiptsService } from './receipts.service';

/** Receipts and factura requests (orders service). */
@Controller()
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @MessagePattern(RECEIPTS_SUBJECTS.receipt)
  receipt(@Payload() msg: RpcRequest): Promise<ReceiptReply> {
    return withRequest(msg, async (data, principal) => {
      const { id, token } = parseOrFail(orderAccessRequest, data);
      return this.receipts.receipt(id, principal, token);
    });
  }

  @MessagePattern(RECEIPTS_SUBJECTS.requestFactura)
  requestFactura(@Payload() msg: RpcRequest): Promise<FacturaReply> {
    return withRequest(msg, async (data, principal) => {
      const { id, token, factura } = parseOrFail(facturaCommand, data);
      return { factura: await this.receipts.requestFactura(id, factura, principal, token) };
    });
  }

  @MessagePattern(RECEIPTS_SUBJECTS.adminList)
  adminList(@Payload() msg: RpcRequest): Promise<FacturasReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { facturas: await this.receipts.list(parseOrFail(adminListFacturasRequest, data ?? {}).status) };
    });
  }

  @MessagePattern(RECEIPTS_SUBJECTS.adminUpdate)
  adminUpdate(@Payload() msg: RpcRequest): Promise<FacturaReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      const { id, status } = parseOrFail(updateFacturaRequest, data);
      return { factura: await this.receipts.updateStatus(id, status) };
    });
  }
}
