import { Controller } from '@nestjs/common';
import {
  adminCreateOrderRequest,
  BAKERY_SUBJECTS,
  customersRequest,
  deliveryDayRequest,
  packingSlipRequest,
  reportRangeRequest,
  salesCsvRequest,
  type AdminCreateOrderRequest,
  type CreateOrderReply,
  type CustomersReply,
  type CustomersRequest,
  type DeliveryDayRequest,
  type PdfReply,
  type Principal,
  type ProductionReply,
  type ReportRangeRequest,
  type SalesCsvRequest,
  type RoutesReply,
  type SalesReportReply,
} from '@kukki/contracts';
import { AdminPattern, Caller, Data } from '@kukki/platform';
import type { z } from 'zod';
import { OrdersService } from './orders.service';
import { PackingSlipsService } from './packing-slips/packing-slips.service';
import { ProductionService } from './production/production.service';
import { ReportsService } from './reports/reports.service';

/** The bakery's morning: every subject is for an administrator. */
@Controller()
export class BakeryController {
  constructor(
    private readonly production: ProductionService,
    private readonly slips: PackingSlipsService,
    private readonly reports: ReportsService,
    private readonly orders: OrdersService,
  ) {}

  @AdminPattern(BAKERY_SUBJECTS.production)
  productionList(@Data(deliveryDayRequest) { date }: DeliveryDayRequest, @Caller() admin: Principal): Promise<ProductionReply> {
    return this.production.production(date, admin);
  }

  @AdminPattern(BAKERY_SUBJECTS.routes)
  routeSheet(@Data(deliveryDayRequest) { date }: DeliveryDayRequest, @Caller() admin: Principal): Promise<RoutesReply> {
    return this.production.routes(date, admin);
  }

  @AdminPattern(BAKERY_SUBJECTS.packingSlip)
  packingSlip(@Data(packingSlipRequest) { id }: z.infer<typeof packingSlipRequest>): Promise<PdfReply> {
    return this.slips.ofOrder(id);
  }

  @AdminPattern(BAKERY_SUBJECTS.packingSlips)
  packingSlips(@Data(deliveryDayRequest) { date }: DeliveryDayRequest): Promise<PdfReply> {
    return this.slips.ofDay(date);
  }

  @AdminPattern(BAKERY_SUBJECTS.salesReport)
  sales(@Data(reportRangeRequest) range: ReportRangeRequest): Promise<SalesReportReply> {
    return this.reports.sales(range);
  }

  @AdminPattern(BAKERY_SUBJECTS.salesCsv)
  salesCsv(@Data(salesCsvRequest) range: SalesCsvRequest): Promise<{ csv: string }> {
    return this.reports.salesCsv(range);
  }

  @AdminPattern(BAKERY_SUBJECTS.customers)
  customers(@Data(customersRequest) request: CustomersRequest, @Caller() admin: Principal): Promise<CustomersReply> {
    return this.reports.customers(request, admin);
  }

  /** An order the shop enters (phone, WhatsApp, counter): priced like any order, guest-owned, with its channel. */
  @AdminPattern(BAKERY_SUBJECTS.adminCreate)
  adminCreate(@Data(adminCreateOrderRequest) { channel, paid, ...order }: AdminCreateOrderRequest): Promise<CreateOrderReply> {
    return this.orders.create(order, null, { shop: { channel, paid } });
  }
}
