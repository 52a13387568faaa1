import { Injectable } from '@nestjs/common';
import { formatOrderNumber, ORDER_MESSAGES as OM, type PdfReply } from '@kukki/contracts';
import { notFound } from '@kukki/platform';
import { OrdersRepository } from '../orders.repository';
import { PaidOrdersRepository } from '../production/paid-orders.repository';
import { renderPackingSlips } from './packing-slip-pdf';

/** Packing slips: one order's, or every paid order's of a delivery day. */
@Injectable()
export class PackingSlipsService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly paid: PaidOrdersRepository,
  ) {}

  async ofOrder(id: string): Promise<PdfReply> {
    const order = await this.orders.findById(id.toLowerCase());
    if (!order) throw notFound(OM.orderNotFound);
    const number = formatOrderNumber(order.orderSeq);
    const pdf = await renderPackingSlips([order], `Hoja de empaque ${number}`);
    return { pdf: pdf.toString('base64'), filename: `empaque-${number}.pdf` };
  }

  async ofDay(day: string): Promise<PdfReply> {
    const orders = await this.paid.deliveringOn(day);
    const pdf = await renderPackingSlips(orders, `Hojas de empaque del ${day}`);
    return { pdf: pdf.toString('base64'), filename: `empaque-${day}.pdf` };
  }
}
