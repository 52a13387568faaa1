import { Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import {
  centsToPesos,
  EVENTS,
  facturaRequest,
  formatOrderNumber,
  orderNumberOf,
  RECEIPT_MESSAGES as RM,
  type FacturaDto,
  type FacturaRequest,
  type FacturaStatus,
  type Principal,
  type ReceiptReply,
} from '@kukki/contracts';
import { conflict, emitEvent, newId, notFound, parseOrFail, ServiceStore } from '@kukki/platform';
import { ordersTable, type OrderRow } from '../db/schema';
import { OrdersRepository, toOrderDto } from '../orders.repository';
import { canAccess, ORDER_EVENT_TABLES } from '../orders.service';
import { renderReceiptPdf } from './receipt-pdf';
import { facturaRequests, type FacturaRequestRow } from './schema';

function toFacturaDto(row: FacturaRequestRow, order: Pick<OrderRow, 'totalCents' | 'payer' | 'orderSeq'> | null): FacturaDto {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: order ? formatOrderNumber(order.orderSeq) : '',
    rfc: row.rfc,
    razonSocial: row.razonSocial,
    regimenFiscal: row.regimenFiscal,
    codigoPostal: row.codigoPostal,
    usoCfdi: row.usoCfdi,
    email: row.email,
    total: order ? centsToPesos(order.totalCents) : 0,
    payerName: order?.payer.name ?? '',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt ? row.issuedAt.toISOString() : null,
  };
}

/** PDF receipts and factura (CFDI) requests of paid orders; same access as the order detail. */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly store: ServiceStore,
    private readonly orders: OrdersRepository,
  ) {}

  /** The paid order the caller may see: 404 (not theirs or missing), 409 (unpaid). */
  private async paidOrder(id: string, principal: Principal | null, token?: string | null, check?: () => void): Promise<OrderRow> {
    const order = await this.orders.findById(id.toLowerCase());
    if (!order || !canAccess(order, principal, token)) throw notFound(RM.orderNotFound);
    check?.(); // the body is checked once the caller may see the order (400 before 409)
    if (!order.isPaid)
      throw conflict(order.status === 'reembolsada' ? RM.refunded : order.status === 'cancelada' ? RM.cancelled : RM.unpaid);
    return order;
  }

  async receipt(id: string, principal: Principal | null, token?: string | null): Promise<ReceiptReply> {
    const order = toOrderDto(await this.paidOrder(id, principal, token));
    const pdf = await renderReceiptPdf(order);
    return { filename: `recibo-kukki-${orderNumberOf(order)}.pdf`, pdfBase64: pdf.toString('base64') };
  }

  /**
   * Stores the factura request of a paid order and tells the shop's inbox through
   * `orders.factura.requested` — once: a repeated request replaces the pending one without a second
   * e-mail; an issued one cannot change (409).
   */
  async requestFactura(id: string, body: unknown, principal: Principal | null, token?: string | null): Promise<FacturaDto> {
    let data!: FacturaRequest;
    const order = await this.paidOrder(id, principal, token, () => {
      data = parseOrFail(facturaRequest, body);
    });
    const row = await this.store.write(async (tx) => {
      const [current] = await tx.select().from(facturaRequests).where(eq(facturaRequests.orderId, order.id)).for('update');
      if (current?.status === 'emitida') throw conflict(RM.alreadyIssued);
      const [stored] = current
        ? await tx
            .update(facturaRequests)
            .set({ ...data, createdAt: new Date() })
            .where(eq(facturaRequests.id, current.id))
            .returning()
        : await tx
            .insert(facturaRequests)
            .values({ id: newId(), orderId: order.id, ...data })
            .returning();
      if (!current)
        await emitEvent(tx, ORDER_EVENT_TABLES, EVENTS.facturaRequested, {
          factura: toFacturaDto(stored, order),
          adminUrl: '/admin/dash/facturas',
        });
      return stored;
    });
    return toFacturaDto(row, order);
  }

  /** The order's factura request (null when none yet): same access as the order detail, paid or not. */
  async facturaOf(id: string, principal: Principal | null, token?: string | null): Promise<FacturaDto | null> {
    const order = await this.orders.findById(id.toLowerCase());
    if (!order || !canAccess(order, principal, token)) throw notFound(RM.orderNotFound);
    const [row] = await this.store.db.select().from(facturaRequests).where(eq(facturaRequests.orderId, order.id)).limit(1);
    return row ? toFacturaDto(row, order) : null;
  }

  async list(status?: FacturaStatus): Promise<FacturaDto[]> {
    const rows = await this.store.db
      .select({
        factura: facturaRequests,
        order: { totalCents: ordersTable.totalCents, payer: ordersTable.payer, orderSeq: ordersTable.orderSeq },
      })
      .from(facturaRequests)
      .leftJoin(ordersTable, eq(ordersTable.id, facturaRequests.orderId))
      .where(status ? eq(facturaRequests.status, status) : undefined)
      .orderBy(desc(facturaRequests.createdAt), desc(facturaRequests.id))
      .limit(500);
    return rows.map((r) => toFacturaDto(r.factura, r.order));
  }

  async updateStatus(id: string, status: FacturaStatus): Promise<FacturaDto> {
    const [row] = await this.store.db
      .update(facturaRequests)
      .set({ status, issuedAt: status === 'emitida' ? new Date() : null })
      .where(eq(facturaRequests.id, id.toLowerCase()))
      .returning();
    if (!row) throw notFound(RM.facturaNotFound);
    return toFacturaDto(row, await this.orders.findById(row.orderId));
  }
}
