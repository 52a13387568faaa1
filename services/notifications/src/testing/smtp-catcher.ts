/**
 * Test helper (not a suite): a real SMTP server (smtp-server package) that keeps what it receives,
 * can be stopped and started again on the same port, and can refuse chosen recipients with a 550.
 */
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  key: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc: string, text: string) => {
    if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  /** Recipients answered with 550 (permanent failure). */
  readonly refuse = new Set<string>();
  private server?: SMTPServer;

  private constructor(public port: number) {}

  static async start(port = 0): Promise<SmtpCatcher> {
    const catcher = new SmtpCatcher(port);
    await catcher.up();
    return catcher;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refuse.has(address.address.toLowerCase())) {
          const err = new Error('Buzón no disponible') as Error & { responseCode: number };
          err.responseCode = 550;
          return callback(err);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const headers = parseHeaders(raw);
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            headers,
            subject: decodeWords(headers.subject ?? ''),
            key: headers['x-kukki-idempotency-key'] ?? '',
          });
          callback();
        });
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
    this.port = address.port;
    this.server = server;
  }

  /** Stops listening; clients get "connection refused" until `up()`. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  byKey(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const m of this.messages) counts.set(m.key, (counts.get(m.key) ?? 0) + 1);
    return counts;
  }
}
