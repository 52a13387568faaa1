import fs from 'node:fs';
import path from 'node:path';
import type { EmulatorState, PaymentRecord, PreapprovalRecord, PreferenceRecord, WebhookDelivery } from './types';

const empty = (): EmulatorState => ({
  preferences: [],
  payments: [],
  preapprovals: [],
  webhooks: [],
  nextPaymentId: 1_310_000_000 + Math.floor(Math.random() * 9_000_000),
});

const MAX_WEBHOOK_LOG = 500;

/** In-memory state, optionally persisted as one JSON file (DATA_DIR/mp-emulator.json). */
export class EmulatorStore {
  private state: EmulatorState;

  constructor(private readonly file?: string) {
    this.state = this.load();
  }

  private load(): EmulatorState {
    if (!this.file) return empty();
    try {
      return { ...empty(), ...(JSON.parse(fs.readFileSync(this.file, 'utf8')) as Partial<EmulatorState>) };
    } catch {
      return empty();
    }
  }

  private save(): void {
    if (!this.file) return;
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      const tmp = `${this.file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(this.state));
      fs.renameSync(tmp, this.file);
    } catch {
      /* persistence is a convenience; the emulator keeps working in memory */
    }
  }

  reset(): void {
    this.state = empty();
    this.save();
  }

  nextPaymentId(): number {
    return this.state.nextPaymentId++;
  }

  addPreference(p: PreferenceRecord): PreferenceRecord {
    this.state.preferences.push(p);
    this.save();
    return p;
  }

  updatePreference(p: PreferenceRecord): void {
    this.state.preferences = this.state.preferences.map((x) => (x.id === p.id ? p : x));
    this.save();
  }

  preference(id: string): PreferenceRecord | undefined {
    return this.state.preferences.find((p) => p.id === id);
  }

  preferences(filter: { external_reference?: string } = {}): PreferenceRecord[] {
    return this.state.preferences.filter(
      (p) => filter.external_reference === undefined || p.external_reference === filter.external_reference,
    );
  }

  addPayment(p: PaymentRecord): PaymentRecord {
    this.state.payments.push(p);
    this.save();
    return p;
  }

  updatePayment(p: PaymentRecord): void {
    this.state.payments = this.state.payments.map((x) => (x.id === p.id ? p : x));
    this.save();
  }

  payment(id: number): PaymentRecord | undefined {
    return this.state.payments.find((p) => p.id === id);
  }

  payments(filter: Partial<Record<'external_reference' | 'status' | 'preference_id', string>> = {}): PaymentRecord[] {
    return this.state.payments.filter((p) =>
      Object.entries(filter).every(([key, value]) => value === undefined || String((p as Record<string, unknown>)[key]) === value),
    );
  }

  addPreapproval(p: PreapprovalRecord): PreapprovalRecord {
    this.state.preapprovals.push(p);
    this.save();
    return p;
  }

  updatePreapproval(p: PreapprovalRecord): void {
    this.state.preapprovals = this.state.preapprovals.map((x) => (x.id === p.id ? p : x));
    this.save();
  }

  preapproval(id: string): PreapprovalRecord | undefined {
    return this.state.preapprovals.find((p) => p.id === id);
  }

  preapprovals(filter: { external_reference?: string; status?: string; payer_email?: string } = {}): PreapprovalRecord[] {
    return this.state.preapprovals.filter((p) =>
      Object.entries(filter).every(([key, value]) => value === undefined || String((p as Record<string, unknown>)[key]) === value),
    );
  }

  logWebhook(d: WebhookDelivery): void {
    this.state.webhooks.push(d);
    if (this.state.webhooks.length > MAX_WEBHOOK_LOG) this.state.webhooks.splice(0, this.state.webhooks.length - MAX_WEBHOOK_LOG);
    this.save();
  }

  webhooks(): WebhookDelivery[] {
    return [...this.state.webhooks];
  }
}
