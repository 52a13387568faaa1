import { randomBytes } from 'node:crypto';
import type {
  MpAuthorizedPayment,
  MpPayment,
  MpPreApproval,
  MpPreference,
  PreApprovalRequestBody,
  PreferenceRequestBody,
  SubscriptionPayments,
} from './port';

const nextId = () => randomBytes(6).toString('hex');

/** What the SDK does for an unknown id: a 404 error. */
function found<T>(map: Map<string, T>, id: string): T {
  const value = map.get(id);
  if (!value) throw Object.assign(new Error('not found'), { status: 404 });
  return value;
}

/**
 * An in-memory Mercado Pago for tests: records what the service creates and lets a test play the
 * payer (approve a preference, authorise a preapproval, charge it, cancel it).
 */
export class FakeSubscriptionPayments implements SubscriptionPayments {
  readonly publicUrl = 'http://tienda.test';
  readonly preapprovals = new Map<string, MpPreApproval & { body: PreApprovalRequestBody }>();
  readonly preferences = new Map<string, MpPreference & { body: PreferenceRequestBody }>();
  readonly payments = new Map<string, MpPayment>();
  readonly authorizedPayments = new Map<string, MpAuthorizedPayment>();
  failNext = false;

  private maybeFail() {
    if (this.failNext) {
      this.failNext = false;
      throw Object.assign(new Error('Mercado Pago no responde'), { status: 503 });
    }
  }

  async createPreapproval(body: PreApprovalRequestBody): Promise<MpPreApproval> {
    this.maybeFail();
    const id = `2c9380${nextId()}`;
    const pa = {
      id,
      status: 'pending',
      init_point: `https://mp.test/subscriptions/checkout?preapproval_id=${id}`,
      external_reference: body.external_reference,
      auto_recurring: body.auto_recurring,
      body,
    };
    this.preapprovals.set(id, pa);
    return pa;
  }

  async getPreapproval(id: string): Promise<MpPreApproval> {
    return found(this.preapprovals, id);
  }

  /** Ids of the preapprovals the service cancelled, in order. */
  readonly cancelled: string[] = [];

  async cancelPreapproval(id: string): Promise<MpPreApproval> {
    this.maybeFail();
    const pa = found(this.preapprovals, id);
    this.cancelled.push(id);
    const after = { ...pa, status: 'cancelled' };
    this.preapprovals.set(id, after);
    return after;
  }

  async createPreference(body: PreferenceRequestBody): Promise<MpPreference> {
    this.maybeFail();
    const id = `123-${nextId()}`;
    const pref = { id, init_point: `https://mp.test/checkout/v1/redirect?pref_id=${id}`, body };
    this.preferences.set(id, pref);
    return pref;
  }

  async getPayment(id: string): Promise<MpPayment> {
    return found(this.payments, id);
  }

  async getAuthorizedPayment(id: string): Promise<MpAuthorizedPayment> {
    return found(this.authorizedPayments, id);
  }

  // ------------------------------------------------------------- the payer's side

  /** Pays a preference (amount defaults to what it asked for). Returns the payment id. */
  payPreference(preferenceId: string, status = 'approved', opts: { amount?: number; at?: Date; currency?: string } = {}): string {
    const pref = this.preferences.get(preferenceId)!;
    const id = String(Date.now()) + nextId().slice(0, 4);
    const at = (opts.at ?? new Date()).toISOString();
    this.payments.set(id, {
      id,
      status,
      status_detail: status === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
      transaction_amount: opts.amount ?? pref.body.items.reduce((s, i) => s + i.unit_price * i.quantity, 0),
      currency_id: opts.currency ?? 'MXN',
      external_reference: pref.body.external_reference,
      date_approved: status === 'approved' ? at : null,
      date_created: at,
    });
    return id;
  }

  setPaymentStatus(paymentId: string, status: string): void {
    this.payments.set(paymentId, { ...this.payments.get(paymentId)!, status });
  }

  setPreapprovalStatus(id: string, status: string, lastChargedAt?: Date): void {
    const pa = this.preapprovals.get(id)!;
    this.preapprovals.set(id, {
      ...pa,
      status,
      summarized: lastChargedAt ? { last_charged_date: lastChargedAt.toISOString(), charged_quantity: 1 } : pa.summarized,
    });
  }

  /** A recurring charge of a preapproval; returns the authorized payment id. */
  chargePreapproval(id: string, opts: { at?: Date; status?: string; amount?: number } = {}): string {
    const pa = this.preapprovals.get(id)!;
    const paymentId = String(Date.now()) + nextId().slice(0, 4);
    const apId = `ap${nextId()}`;
    const at = (opts.at ?? new Date()).toISOString();
    const amount = opts.amount ?? pa.body.auto_recurring.transaction_amount;
    const status = opts.status ?? 'approved';
    this.payments.set(paymentId, {
      id: paymentId,
      status,
      transaction_amount: amount,
      currency_id: 'MXN',
      external_reference: pa.external_reference,
      date_approved: status === 'approved' ? at : null,
      preapproval_id: id,
    });
    this.authorizedPayments.set(apId, {
      id: apId,
      preapproval_id: id,
      status: 'processed',
      transaction_amount: amount,
      date_created: at,
      payment: { id: paymentId, status },
    });
    return apId;
  }
}
