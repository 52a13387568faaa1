import { Inject, Injectable } from '@nestjs/common';
import {
  EVENTS,
  formatShopDate,
  PAYMENTS_SERVICE_SUBJECTS,
  SUBSCRIPTION_MESSAGES as M,
  shopDay,
  type CancelEnrolmentReply,
  type Principal,
  type UserSubscriptionDto,
} from '@kukki/contracts';
import {
  conflict,
  emitEvent,
  hashToken,
  notFound,
  RPC_CLIENT,
  safeEqual,
  SERVICE_LOGGER,
  ServiceFailure,
  ServiceStore,
  unauthorized,
  type Logger,
  type RpcClient,
} from '@kukki/platform';
import { EVENT_TABLES } from './db/schema';
import { nextDelivery, toEvent, toUserSubscription } from './dto';
import { EnrolmentsRepository, SCHEDULED, type EnrolmentRow } from './enrolments.repository';

const CANCELLABLE = new Set(['pending', 'authorized', 'active', 'paused']);

/** What a cancel says: nothing more, the one paid box still to come, or the paid boxes still to come. */
function cancelMessage(next: string | null, boxesLeft: number): string {
  if (!next) return M.cancelled;
  return boxesLeft > 1 ? M.cancelledPaidShip(boxesLeft, formatShopDate(next)) : M.cancelledStillShips(formatShopDate(next));
}

/** The owner (by session), a guest holding the enrolment's capability token, or an admin. */
export function canManage(row: Pick<EnrolmentRow, 'userId' | 'accessTokenHash'>, principal: Principal | null, token?: string | null) {
  if (principal?.isAdmin) return true;
  if (principal && row.userId && row.userId === principal.userId) return true;
  return Boolean(token && row.accessTokenHash && safeEqual(hashToken(token), row.accessTokenHash));
}

/**
 * The subscriber's own view of an enrolment and its cancellation: Mercado Pago stops
 * charging first (the payments service cancels the preapproval), then the enrolment becomes
 * cancelled, its future deliveries are called off and the confirmation e-mail is queued.
 */
@Injectable()
export class SelfServiceService {
  constructor(
    private readonly store: ServiceStore,
    private readonly repo: EnrolmentsRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async get(id: string, principal: Principal | null, token?: string): Promise<{ subscription: UserSubscriptionDto }> {
    const row = await this.mustAccess(id, principal, token);
    return { subscription: await this.view(row) };
  }

  async cancel(id: string, principal: Principal | null, token?: string): Promise<CancelEnrolmentReply> {
    const row = await this.mustAccess(id, principal, token);
    this.assertCancellable(row);
    if (row.mpKind === 'preapproval' && row.mpStatus !== 'cancelled') {
      try {
        await this.rpc.request(PAYMENTS_SERVICE_SUBJECTS.preapprovalCancel, { preapprovalId: row.mpId });
      } catch (err) {
        this.logger.error({ err, enrolmentId: row.id }, 'Mercado Pago did not cancel the preapproval');
        throw new ServiceFailure(502, M.paymentUnavailable);
      }
    }
    const now = new Date();
    const today = shopDay(now);
    const updated = await this.store.write(async (tx) => {
      const repo = new EnrolmentsRepository(tx);
      const e = (await repo.byId(row.id, true))!;
      // Mercado Pago's own notification of this cancellation may have been applied meanwhile.
      if (e.status === 'cancelled' && row.status !== 'cancelled') {
        const left = (await repo.deliveriesOf([e.id])).filter((d) => d.status === SCHEDULED && d.deliveryDate >= today);
        return { row: e, boxesLeft: left.length };
      }
      this.assertCancellable(e);
      const changes: Partial<EnrolmentRow> = {
        status: 'cancelled',
        endedAt: now,
        ...(e.mpKind === 'preapproval' ? { mpStatus: 'cancelled' } : {}),
      };
      await repo.update(e.id, changes);
      // Every cycle already paid still ships; the rest is called off.
      const shipping = await repo.cancelUnpaidDeliveriesFrom(e, today);
      const after = { ...e, ...changes };
      const next = nextDelivery(await repo.deliveriesOf([e.id]), today);
      await emitEvent(tx, EVENT_TABLES, EVENTS.enrolmentCancelled, toEvent(after, next, undefined, shipping.length));
      return { row: after, boxesLeft: shipping.length };
    });
    const subscription = await this.view(updated.row);
    return { message: cancelMessage(subscription.nextDelivery, updated.boxesLeft), subscription };
  }

  private assertCancellable(row: EnrolmentRow) {
    if (row.status === 'cancelled') throw conflict(M.alreadyCancelled);
    if (!CANCELLABLE.has(row.status)) throw conflict(M.alreadyFinished);
  }

  private async mustAccess(id: string, principal: Principal | null, token?: string): Promise<EnrolmentRow> {
    if (!principal && !token) throw unauthorized(M.loginRequired);
    const row = await this.repo.byId(id.toLowerCase());
    if (!row || !canManage(row, principal, token)) throw notFound(M.enrolmentNotFound);
    return row;
  }

  private async view(row: EnrolmentRow): Promise<UserSubscriptionDto> {
    const deliveries = await this.repo.deliveriesOf([row.id]);
    const payments = await this.repo.lastPaymentStatuses([row.id]);
    return toUserSubscription(row, deliveries, shopDay(), payments.get(row.id));
  }
}
