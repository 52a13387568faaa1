import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import { FileMailbox } from '@kukki/platform';

export interface MailCatcher {
  port: number;
  close(): Promise<void>;
}

/**
 * The shop's e-mails carry both an HTML and a text part: the catcher keeps them as they came, without
 * deriving one from the other or linkifying the text (most of the parser's work under load).
 */
const CATCHER_PARSING = { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true };

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

/**
 * The development mail catcher of the distributed composition: a local SMTP server (no auth, no TLS,
 * loopback) that keeps every message in a FileMailbox folder — the same layout the embedded shop
 * writes, so the gateway's /dev/mailbox reads both the same way. One message per Message-ID (see
 * FileMailbox). Never started in production.
 */
export async function startMailCatcher(options: {
  port: number;
  host?: string;
  dir: string;
  log?: (msg: string) => void;
}): Promise<MailCatcher> {
  const mailbox = new FileMailbox(options.dir, 'Kukki <hola@kukki.mx>');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void (async () => {
          const mail = await simpleParser(raw, CATCHER_PARSING);
          const kept = await mailbox.keep(raw, {
            to: addresses(mail.to),
            from: addresses(mail.from),
            replyTo: mail.replyTo ? addresses(mail.replyTo) : null,
            subject: mail.subject ?? '',
            date: new Date().toISOString(),
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? null,
          });
          // At-least-once sending: a copy the sender could not record as sent replaces the first one.
          // Counted in the entry's `deliveries`.
          if (kept.duplicate)
            options.log?.(`correo repetido (Message-ID ${mail.messageId}): reemplaza al anterior; entregas: ${kept.deliveries}`);
        })().then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  server.on('error', (err) => options.log?.(`error del buzón SMTP: ${err.message}`));
  return {
    // Port 0 asks the system for a free one (tests).
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
