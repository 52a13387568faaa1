import { Inject, Injectable } from '@nestjs/common';
import {
  BAKERY_MESSAGES as BM,
  CUSTOMERS_PAGE_SIZE,
  centsToPesos,
  foldText,
  nationalDigits,
  nextDay,
  shopDay,
  shopDayStart,
  USERS_SUBJECTS,
  type CustomerDto,
  type CustomersReply,
  type CustomersRequest,
  type Principal,
  type ReportRangeRequest,
  type SalesCsvRequest,
  type SalesReportReply,
} from '@kukki/contracts';
import { badRequest, RPC_CLIENT, ServiceFailure, toRpcCallError, type RpcClient } from '@kukki/platform';
import { PaidOrdersRepository } from '../production/paid-orders.repository';
import { salesCsvOf } from './sales-csv';
import { salesReportOf } from './sales-report';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length <= MAX_DAYS; d = nextDay(d)) days.push(d);
  return days;
}

const minusDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
};

/**
 * A customer search: name or e-mail without caring for accents or case, or (four digits or more) the
 * phone as the customer gave it, whatever its spaces or dashes.
 */
function customerMatcher(q: string): (c: CustomerDto, phones: string[]) => boolean {
  const needle = foldText(q);
  const typed = /^[\d\s()+.-]+$/.test(q.trim()) ? q.replace(/\D/g, '') : '';
  // «+52 55…» and «+521 55…» find the number kept as its ten digits.
  const digits = nationalDigits(typed) ?? typed;
  return (c, phones) =>
    !needle ||
    foldText(`${c.name} ${c.email}`).includes(needle) ||
    (digits.length >= 4 && phones.some((phone) => phone.replace(/\D/g, '').includes(digits)));
}

/** Reports an accountant can use, and the shop's customers. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repo: PaidOrdersRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {}

  /** The range asked (default: the last 30 days to today), at most 366 days. */
  private range({ from, to }: ReportRangeRequest): { from: string; to: string; days: string[] } {
    const end = to ?? (from && from > shopDay() ? from : shopDay());
    const start = from ?? minusDays(end, DEFAULT_DAYS - 1);
    const days = daysBetween(start, end);
    if (days.length > MAX_DAYS) throw badRequest(BM.rangeTooLong);
    return { from: start, to: end, days };
  }

  async sales(request: ReportRangeRequest): Promise<SalesReportReply> {
    const { from, to, days } = this.range(request);
    const orders = await this.repo.paidBetween(shopDayStart(from), shopDayStart(nextDay(to)));
    return salesReportOf(from, to, days, orders);
  }

  /** GET /api/admin/reports/sales.csv?table=: one table of the report a file (default: one row per order paid in the range). */
  async salesCsv(request: SalesCsvRequest): Promise<{ csv: string }> {
    const { from, to, days } = this.range(request);
    const orders = await this.repo.paidBetween(shopDayStart(from), shopDayStart(nextDay(to)));
    return { csv: salesCsvOf(request.table, orders, salesReportOf(from, to, days, orders)) };
  }

  /**
   * GET /api/admin/customers: registered users and guest buyers, one per e-mail (paid orders and spend
   * over paid, not cancelled, not refunded orders; administrators only when they bought); `q` matches name
   * or e-mail without caring for accents or case, or a phone. The most recent buyer first, then those who never ordered.
   */
  async customers({ q, page = 1 }: CustomersRequest, admin: Principal): Promise<CustomersReply> {
    const [buyers, users] = await Promise.all([this.repo.customers(), this.users(admin)]);
    const byEmail = new Map<string, CustomerDto>();
    const phones = new Map<string, string[]>();
    for (const b of buyers) {
      byEmail.set(b.email, {
        email: b.email,
        name: b.name,
        userId: b.userId,
        orders: b.orders,
        totalSpent: centsToPesos(b.spentCents),
        lastOrderAt: b.lastOrderAt.toISOString(),
      });
      phones.set(b.email, [b.phone]);
    }
    for (const u of users) {
      const email = u.email.toLowerCase();
      const known = byEmail.get(email);
      if (known) byEmail.set(email, { ...known, name: u.name || known.name, userId: u._id });
      else if (!u.isAdmin) byEmail.set(email, { email, name: u.name, userId: u._id, orders: 0, totalSpent: 0, lastOrderAt: null });
      if (u.phone) phones.set(email, [...(phones.get(email) ?? []), u.phone]);
    }
    const matches = customerMatcher(q ?? '');
    const all = [...byEmail.values()]
      .filter((c) => matches(c, phones.get(c.email) ?? []))
      .sort((a, b) => (b.lastOrderAt ?? '').localeCompare(a.lastOrderAt ?? '') || a.name.localeCompare(b.name, 'es'));
    const pages = Math.max(1, Math.ceil(all.length / CUSTOMERS_PAGE_SIZE));
    return { customers: all.slice((page - 1) * CUSTOMERS_PAGE_SIZE, page * CUSTOMERS_PAGE_SIZE), total: all.length, page, pages };
  }

  private async users(admin: Principal): Promise<Array<{ _id: string; name: string; email: string; isAdmin: boolean; phone?: string }>> {
    try {
      return (await this.rpc.request(USERS_SUBJECTS.adminList, {}, { principal: admin })).users;
    } catch (err) {
      const failure = toRpcCallError(err);
      throw new ServiceFailure(failure.status, failure.message);
    }
  }
}
