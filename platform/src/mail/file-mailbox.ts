import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { nodemailerMessage, type Mailer, type MailMessage, type SentMail } from './mailer';
import { nodemailerModule } from './nodemailer-module';

/** What the dev mailbox shows of one message (GET /dev/mailbox/messages). */
export interface MailboxEntry {
  id: string;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  date: string;
  text: string;
  html: string;
  /** Without angle brackets; null when the message had none. */
  messageId?: string | null;
  /** How many times a message with this Message-ID arrived (2 or more: the sender sent it again). */
  deliveries?: number;
}

/** What `keep` did with a message. */
export interface KeptMessage {
  id: string;
  deliveries: number;
  /** Same Message-ID as one already here: it replaced it instead of adding a second message. */
  duplicate: boolean;
}

/** Message-IDs are compared without brackets or surrounding space. */
export const normalMessageId = (value: string | null | undefined): string | null => value?.trim().replace(/^<|>$/g, '') || null;

const ID = /^[0-9A-Za-z_-]{1,80}$/;
const INDEX_DIR = 'by-message-id';

/**
 * The embedded twin of SMTP: every message is built by nodemailer (stream transport, buffered) and
 * written as `<id>.eml` under the mailbox folder, with a `<id>.json` beside it for the dev mailbox.
 * Ids sort by time, so a listing by name is a listing by date.
 *
 * An idempotent receiver: one message per Message-ID. Sending is at-least-once (a sender killed after
 * the message was accepted and before it recorded the send sends it again, with the same Message-ID),
 * so a message whose Message-ID is already here replaces the earlier copy, keeps its place and counts
 * the delivery (`deliveries`). The index `by-message-id/` lives on disk: it holds across restarts.
 */
export class FileMailbox implements Mailer {
  readonly kind = 'mailbox' as const;
  private readonly transport: Transporter;
  private counter = 0;
  /** One `keep` at a time per Message-ID inside this process. */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {
    fs.mkdirSync(path.join(dir, INDEX_DIR), { recursive: true });
    this.transport = nodemailerModule().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const date = new Date();
    const id = this.nextId(date);
    const messageId = message.messageId ?? `${id}@mailbox.kukki`;
    const info = await this.transport.sendMail({ ...nodemailerMessage(this.from, message, messageId), date });
    await this.keep(
      info.message as Buffer,
      {
        to: message.to,
        from: this.from,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        date: date.toISOString(),
        text: message.text,
        html: message.html,
        messageId,
      },
      id,
    );
    return { messageId };
  }

  /**
   * Stores a message that arrived already built (the development SMTP catcher of the distributed
   * composition): the raw `.eml` and its entry, in the same layout `send` uses. A Message-ID seen
   * before replaces that message (same id) instead of adding another.
   */
  async keep(raw: Buffer, fields: Omit<MailboxEntry, 'id' | 'deliveries'>, id?: string): Promise<KeptMessage> {
    const messageId = normalMessageId(fields.messageId);
    if (!messageId) return this.write(raw, { ...fields, messageId: null }, id ?? this.nextId(new Date(fields.date)), 1);
    const previous = this.pending.get(messageId) ?? Promise.resolve();
    const kept = previous
      .catch(() => undefined)
      .then(async () => {
        const indexFile = path.join(this.dir, INDEX_DIR, createHash('sha256').update(messageId).digest('hex').slice(0, 40));
        const known = await fs.promises.readFile(indexFile, 'utf8').catch(() => null);
        const earlier = known && ID.test(known) ? await this.get(known) : null;
        if (earlier) return this.write(raw, { ...fields, messageId }, earlier.id, (earlier.deliveries ?? 1) + 1);
        const newId = known && ID.test(known) ? known : (id ?? this.nextId(new Date(fields.date)));
        // The index first: a crash between the two leaves an index whose message is missing, which the next copy fills in.
        await writeAtomically(indexFile, newId);
        return this.write(raw, { ...fields, messageId }, newId, 1);
      });
    this.pending.set(messageId, kept);
    try {
      return await kept;
    } finally {
      if (this.pending.get(messageId) === kept) this.pending.delete(messageId);
    }
  }

  private async write(raw: Buffer, fields: Omit<MailboxEntry, 'id' | 'deliveries'>, id: string, deliveries: number): Promise<KeptMessage> {
    const entry: MailboxEntry = { id, ...fields, deliveries };
    // A new message is listed by its entry, written last (atomically): a torn `.eml` without its entry
    // is never shown and the next copy overwrites it. A copy replacing a listed message goes atomically.
    const eml = path.join(this.dir, `${id}.eml`);
    await (deliveries > 1 ? writeAtomically(eml, raw) : fs.promises.writeFile(eml, raw));
    await writeAtomically(path.join(this.dir, `${id}.json`), JSON.stringify(entry));
    return { id, deliveries, duplicate: deliveries > 1 };
  }

  private nextId(date: Date): string {
    const at = Number.isNaN(date.getTime()) ? Date.now() : date.getTime();
    return `${at.toString().padStart(14, '0')}-${(this.counter++ % 1000).toString().padStart(3, '0')}-${randomBytes(3).toString('hex')}`;
  }

  /** Messages newest first. */
  async list(limit = 500): Promise<MailboxEntry[]> {
    let names: string[];
    try {
      names = await fs.promises.readdir(this.dir);
    } catch {
      return [];
    }
    const ids = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .sort()
      .reverse()
      .slice(0, limit);
    const entries = await Promise.all(ids.map((id) => this.get(id)));
    return entries.filter((e): e is MailboxEntry => e !== null);
  }

  async get(id: string): Promise<MailboxEntry | null> {
    if (!ID.test(id)) return null;
    try {
      return JSON.parse(await fs.promises.readFile(path.join(this.dir, `${id}.json`), 'utf8')) as MailboxEntry;
    } catch {
      return null;
    }
  }

  /** The raw message as it would have crossed the wire. */
  async raw(id: string): Promise<Buffer | null> {
    if (!ID.test(id)) return null;
    return fs.promises.readFile(path.join(this.dir, `${id}.eml`)).catch(() => null);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

async function writeAtomically(file: string, content: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(tmp, content);
  await fs.promises.rename(tmp, file);
}
