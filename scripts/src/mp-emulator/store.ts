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

type RecordKind = 'preferences' | 'payments' | 'preapprovals';

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
    return this.insert('preferences', p);
  }

  updatePreference(p: PreferenceRecord): void {
    this.replace('preferences', p);
  }

  preference(id: string): PreferenceRecord | undefined {
    return this.state.preferences.find((p) => p.id === id);
  }

  preferences(filter: { external_reference?: string } = {}): PreferenceRecord[] {
    return this.matching('preferences', filter);
  }

  addPayment(p: PaymentRecord): PaymentRecord {
    return this.insert('payments', p);
  }

  updatePayment(p: PaymentRecord): void {
    this.replace('payments', p);
  }

  payment(id: number): PaymentRecord | undefined {
    return this.state.payments.find((p) => p.id === id);
  }

  payments(filter: Partial<Record<'external_reference' | 'status' | 'preference_id', string>> = {}): PaymentRecord[] {
    return this.matching('payments', filter);
  }

  addPreapproval(p: PreapprovalRecord): PreapprovalRecord {
    return this.insert('preapprovals', p);
  }

  updatePreapproval(p: PreapprovalRecord): void {
    this.replace('preapprovals', p);
  }

  preapproval(id: string): PreapprovalRecord | undefined {
    return this.state.preapprovals.find((p) => p.id === id);
  }

  preapprovals(filter: { external_reference?: string; status?: string; payer_email?: string } = {}): PreapprovalRecord[] {
    return this.matching('preapprovals', filter);
  }

  private insert<K extends RecordKind>(kind: K, record: EmulatorState[K][number]): EmulatorState[K][number] {
    (this.state[kind] as Array<typeof record>).push(record);
    this.save();
    return record;
  }

  private replace<K extends RecordKind>(kind: K, record: EmulatorState[K][number]): void {
    this.state[kind] = (this.state[kind] as Array<typeof record>).map((x) => (x.id === record.id ? record : x)) as EmulatorState[K];
    this.save();
  }

  /** The records whose fields equal every given (defined) value of the filter. */
  private matching<K extends RecordKind>(kind: K, filter: Record<string, string | undefined>): EmulatorState[K] {
    return (this.state[kind] as Array<EmulatorState[K][number]>).filter((record) =>
      Object.entries(filter).every(([key, value]) => value === undefined || String((record as Record<string, unknown>)[key]) === value),
    ) as EmulatorState[K];
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
