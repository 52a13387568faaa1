import path from 'node:path';
import { z } from 'zod';
import { parseEnv } from '../config';
import type { Runtime } from '../runtime';
import { FileMailbox } from './file-mailbox';
import { SmtpMailer } from './smtp-mailer';
import type { Mailer } from './mailer';

export * from './mailer';
export * from './smtp-mailer';
export * from './file-mailbox';

export const mailEnvShape = {
  /** smtp://user:pass@host:port (smtps:// for TLS). Unset: the embedded composition writes to DATA_DIR/mailbox. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Kukki <hola@kukki.mx>'),
};

/** Where the distributed composition sends when SMTP_URL is not given (a local mail catcher). */
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';

export interface MailerOptions {
  smtpUrl?: string;
  from?: string;
}

/**
 * Picks the mail adapter: SMTP when SMTP_URL is set; otherwise the file mailbox in the embedded
 * composition and SMTP to a local mail catcher in the distributed one.
 */
export function createMailer(runtime: Runtime, options: MailerOptions = {}, env?: NodeJS.ProcessEnv): Mailer {
  // Validated here with the process's environment unless a test hands its own.
  const parsed = env ? parseEnv(mailEnvShape, env) : parseEnv(mailEnvShape);
  const smtpUrl = options.smtpUrl ?? parsed.SMTP_URL;
  const from = options.from ?? parsed.MAIL_FROM;
  if (smtpUrl) return new SmtpMailer(smtpUrl, from);
  if (runtime.mode === 'embedded') return new FileMailbox(path.join(runtime.dataDir, 'mailbox'), from);
  return new SmtpMailer(DEFAULT_SMTP_URL, from);
}
