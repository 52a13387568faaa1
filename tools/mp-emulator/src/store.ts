import fs from 'node:fs';
import path from 'node:path';
import type { AuthorizedPaymentRecord, EmulatorState, PaymentRecord, PreapprovalRecord, PreferenceRecord, WebhookDelivery } from './types';

const empty = (): EmulatorState => ({
  preferences: [],
  payments: [],
  preapprovals: [],
  authorizedPayments: [],
  webhooks: [],
  nextPaymentId: 1_310_000_000 + Math.floor(Math.random() * 9_000_000),
});

const MAX_WEBHOOK_LOG = 500;

type Records = {
  preferences: PreferenceRecord;
  payments: PaymentRecord;
  preapprovals: PreapprovalRecord;
  authorizedPayments: AuthorizedPaymentRecord;
};
type RecordKind = keyof Records;

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

  add<K extends RecordKind>(kind: K, record: Records[K]): Records[K] {
    (this.state[kind] as Array<Records[K]>).push(record);
    this.save();
    return record;
  }

  update<K extends RecordKind>(kind: K, record: Records[K]): void {
    this.state[kind] = (this.state[kind] as Array<Records[K]>).map((x) => (x.id === record.id ? record : x)) as EmulatorState[K];
    this.save();
  }

  get<K extends RecordKind>(kind: K, id: Records[K]['id']): Records[K] | undefined {
    return (this.state[kind] as Array<Records[K]>).find((x) => x.id === id);
  }

  /** The records whose fields equal every given (defined) value of the filter. */
  list<K extends RecordKind>(kind: K, filter: Record<string, string | undefined> = {}): Array<Records[K]> {
    return (this.state[kind] as Array<Records[K]>).filter((record) =>
      Object.entries(filter).every(([key, value]) => value === undefined || String((record as Record<string, unknown>)[key]) === value),
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
