import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { nodemailerMessage, type Mailer, type MailMessage, type SentMail } from './mailer';

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
}

const ID = /^[0-9A-Za-z_-]{1,80}$/;

/**
 * The embedded twin of SMTP: every message is built by nodemailer (stream transport, buffered) and
 * written as `<id>.eml` under the mailbox folder, with a `<id>.json` beside it for the dev mailbox.
 * Ids sort by time, so a listing by name is a listing by date.
 */
export class FileMailbox implements Mailer {
  readonly kind = 'mailbox' as const;
  private readonly transport: Transporter;
  private counter = 0;

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
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
      },
      id,
    );
    return { messageId };
  }

  /**
   * Stores a message that arrived already built (the development SMTP catcher of the distributed
   * composition): the raw `.eml` and its entry, in the same layout `send` uses. Returns its id.
   */
  async keep(raw: Buffer, fields: Omit<MailboxEntry, 'id'>, id = this.nextId(new Date(fields.date))): Promise<string> {
    const entry: MailboxEntry = { id, ...fields };
    await writeAtomically(path.join(this.dir, `${id}.eml`), raw);
    await writeAtomically(path.join(this.dir, `${id}.json`), JSON.stringify(entry));
    return id;
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
