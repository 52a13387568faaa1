import fs from 'node:fs/promises';
import path from 'node:path';
import type { WhatsAppMessage, WhatsAppSender } from './port';

/** A message the development twin kept, as /dev/whatsapp/messages lists it. */
export interface TwinMessage {
  id: string;
  to: string;
  template: string;
  text: string;
  date: string;
}

const fileName = (key: string) => `${key.replace(/[^a-zA-Z0-9_.-]/g, '_')}.json`;

/**
 * The development twin of WhatsApp: every message is kept as one JSON file in a folder (like the
 * mail box), so /dev/whatsapp shows what a customer would have received. The idempotency key is
 * the file name: sending a message twice keeps it once.
 */
export class DevWhatsAppTwin implements WhatsAppSender {
  readonly kind = 'dev-twin' as const;

  constructor(readonly dir: string) {}

  async send(message: WhatsAppMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, fileName(message.idempotencyKey));
    const kept: TwinMessage = {
      id: message.idempotencyKey,
      to: message.to,
      template: message.template,
      text: message.text,
      date: new Date().toISOString(),
    };
    try {
      await fs.writeFile(file, JSON.stringify(kept), { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }

  /** Every kept message, newest first. */
  async list(): Promise<TwinMessage[]> {
    let names: string[] = [];
    try {
      names = (await fs.readdir(this.dir)).filter((n) => n.endsWith('.json'));
    } catch {
      return [];
    }
    const messages = await Promise.all(
      names.map(async (n) => {
        try {
          return JSON.parse(await fs.readFile(path.join(this.dir, n), 'utf8')) as TwinMessage;
        } catch {
          return null;
        }
      }),
    );
    return messages.filter((m): m is TwinMessage => m !== null).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  }
}
