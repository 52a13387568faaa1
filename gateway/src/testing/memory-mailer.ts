import type { Mailer, MailMessage } from '@kukki/platform';

/** A mailer that keeps what it is asked to send, in `sent`, for a suite to read. */
export class MemoryMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly sent: MailMessage[] = [];
  async send(m: MailMessage) {
    this.sent.push(m);
    return { messageId: m.messageId ?? String(this.sent.length) };
  }
  async close() {}
}
