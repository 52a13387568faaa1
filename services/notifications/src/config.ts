import { z } from 'zod';
import { parseEnv, streamQueueName, type Mailer, type Runtime } from '@kukki/platform';

export const notificationsEnvShape = {
  /** Where contact messages are delivered. */
  SHOP_INBOX: z.string().email().default('hola@kukki.mx'),
  SMTP_URL: z.string().min(1).optional(),
  /** Tries per e-mail before it is marked failed (an operator can retry it). */
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Backoff between tries: base × 2^(try-1), capped. */
  EMAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  EMAIL_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(30 * 60_000),
  /** How often pending e-mails whose job was lost (Redis down, crash) are queued again. */
  NOTIFICATIONS_SWEEP_MS: z.coerce.number().int().min(50).default(60_000),
  /** A pending e-mail is swept only once it is this late. */
  EMAIL_SWEEP_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  /** Guest-triggered e-mails (order received, enrolment, contact acknowledgement) per recipient per hour. */
  MAIL_MAX_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** How long one try may hold an e-mail before another worker may take it. */
  EMAIL_SEND_LOCK_MS: z.coerce.number().int().min(1000).default(120_000),
};

export interface NotificationsConfig {
  shopInbox: string;
  publicUrl: string;
  smtpUrl?: string;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  sweepMs: number;
  sweepGraceMs: number;
  lockMs: number;
  /** Guest-triggered e-mails one address receives per hour at most. */
  recipientMailsPerHour: number;
  /** Queue names; a composition with its own event stream (tests) gets its own queues. */
  emailQueue: string;
  sweepQueue: string;
}

export interface NotificationsOptions extends Partial<NotificationsConfig> {
  /** A mail adapter to use instead of the one the environment selects (tests). */
  mailer?: Mailer;
  templatesDir?: string;
}

export function resolveConfig(
  runtime: Runtime,
  options: NotificationsOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): NotificationsConfig {
  const e = parseEnv(notificationsEnvShape, env);
  const { mailer: _m, templatesDir: _t, ...overrides } = options;
  return {
    shopInbox: e.SHOP_INBOX,
    publicUrl: runtime.publicUrl,
    smtpUrl: e.SMTP_URL,
    maxAttempts: e.EMAIL_MAX_ATTEMPTS,
    retryBaseMs: e.EMAIL_RETRY_BASE_MS,
    retryMaxMs: e.EMAIL_RETRY_MAX_MS,
    sweepMs: e.NOTIFICATIONS_SWEEP_MS,
    sweepGraceMs: e.EMAIL_SWEEP_GRACE_MS,
    lockMs: e.EMAIL_SEND_LOCK_MS,
    recipientMailsPerHour: e.MAIL_MAX_PER_RECIPIENT_PER_HOUR,
    emailQueue: streamQueueName(runtime.env, 'notifications.email'),
    sweepQueue: streamQueueName(runtime.env, 'notifications.sweep'),
    ...overrides,
  };
}
