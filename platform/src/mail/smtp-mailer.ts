import type { Transporter } from 'nodemailer';
import { nodemailerMessage, type Mailer, type MailMessage, type SentMail } from './mailer';
import { nodemailerModule } from './nodemailer-module';

/** Sends over SMTP with nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    readonly url: string,
    private readonly from: string,
  ) {
    // Pooled: a backlog after an outage drains over a few open connections instead of one per e-mail.
    this.transport = nodemailerModule().createTransport(url, {
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail(nodemailerMessage(this.from, message));
    return { messageId: String(info.messageId ?? message.messageId ?? '') };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
