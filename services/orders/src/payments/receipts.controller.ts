import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  adminListFacturasRequest,
  facturaCommand,
  orderAccessRequest,
  RECEIPTS_SUBJECTS,
  updateFacturaRequest,
  type FacturaReply,
  type FacturasReply,
  type OrderFacturaReply,
  type OrderAccessRequest,
  type Principal,
  type ReceiptReply,
} from '@kukki/contracts';
import { AdminPattern, Caller, Data } from '@kukki/platform';
import { z } from 'zod';
import { ReceiptsService } from './receipts.service';

/** The admin's status filter is optional: no data at all means none. */
const facturasFilter = z.preprocess((data) => data ?? {}, adminListFacturasRequest);

/** Receipts and factura requests (orders service). */
@Controller()
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @MessagePattern(RECEIPTS_SUBJECTS.receipt)
  receipt(@Data(orderAccessRequest) { id, token }: OrderAccessRequest, @Caller() caller: Principal | null): Promise<ReceiptReply> {
    return this.receipts.receipt(id, caller, token);
  }

  @MessagePattern(RECEIPTS_SUBJECTS.requestFactura)
  async requestFactura(
    @Data(facturaCommand) { id, token, factura }: z.infer<typeof facturaCommand>,
    @Caller() caller: Principal | null,
  ): Promise<FacturaReply> {
    return { factura: await this.receipts.requestFactura(id, factura, caller, token) };
  }

  @MessagePattern(RECEIPTS_SUBJECTS.getFactura)
  async getFactura(
    @Data(orderAccessRequest) { id, token }: OrderAccessRequest,
    @Caller() caller: Principal | null,
  ): Promise<OrderFacturaReply> {
    return { factura: await this.receipts.facturaOf(id, caller, token) };
  }

  @AdminPattern(RECEIPTS_SUBJECTS.adminList)
  async adminList(@Data(facturasFilter) { status }: z.infer<typeof adminListFacturasRequest>): Promise<FacturasReply> {
    return { facturas: await this.receipts.list(status) };
  }

  @AdminPattern(RECEIPTS_SUBJECTS.adminUpdate)
  async adminUpdate(@Data(updateFacturaRequest) { id, status }: z.infer<typeof updateFacturaRequest>): Promise<FacturaReply> {
    return { factura: await this.receipts.updateStatus(id, status) };
  }
}
