import type { SendMailOptions } from 'nodemailer';

/** One e-mail as the business code hands it to the mail port. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Stable Message-ID (without angle brackets), so a receiver can spot a duplicate. */
  messageId?: string;
  headers?: Record<string, string>;
}

/**
 * The nodemailer message both adapters send: the sender, the port's fields and the Message-ID in brackets.
 * Quoted-printable named up front: nodemailer otherwise scans every part to choose, which cost more than
 * building the rest of the message; the shop's mostly-ASCII Spanish text gets quoted-printable either way.
 */
export function nodemailerMessage(from: string, message: MailMessage, messageId = message.messageId): SendMailOptions {
  return {
    from,
    textEncoding: 'quoted-printable',
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: messageId ? `<${messageId}>` : undefined,
    headers: message.headers,
  };
}

export interface SentMail {
  messageId: string;
}

/** The mail port: SMTP in the distributed composition, a file mailbox in the embedded one. */
export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/** A failure the server answered with a permanent (5xx) reply: retrying will not help. */
export function isPermanentMailError(err: unknown): boolean {
  const code = (err as { responseCode?: number } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
