import { backoffMs, isPermanentMailError, type Database, type JobQueue, type Jobs, type Mailer } from '@kukki/platform';
import type { Logger } from 'pino';
import type { NotificationsConfig } from '../config';
import { EmailsRepository, type EmailRow } from '../emails.repository';

export interface EmailJob {
  emailId: string;
}

/** Gives up waiting for the queue (Redis down): the row stays pending and the sweeper queues it later. */
const ENQUEUE_TIMEOUT_MS = 3000;
/** Tries in flight per process: matches the SMTP pool's connections. */
const SEND_CONCURRENCY = 4;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`la cola no respondió en ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

const describe = (err: unknown) => {
  const e = err as { message?: string; code?: string; responseCode?: number };
  return [e?.code, e?.responseCode, e?.message ?? String(err)].filter(Boolean).join(' ');
};

/**
 * Sends e-mail rows through the job queue. The database row is the truth: a job only says "try
 * this row now". A try claims the row (so two jobs never send the same e-mail), sends it, and
 * records either the sent log or the failure and the time of the next try. The sweeper re-queues
 * rows whose job was lost, so nothing waits forever while Redis or SMTP is away.
 */
export class EmailDispatcher {
  private readonly queue: JobQueue<EmailJob>;
  private readonly sweeps: JobQueue<Record<string, never>>;
  private readonly repo: EmailsRepository;
  private stopped = false;

  constructor(
    jobs: Jobs,
    db: Database,
    private readonly mailer: Mailer,
    private readonly config: NotificationsConfig,
    private readonly logger: Logger,
  ) {
    this.queue = jobs.queue<EmailJob>(config.emailQueue);
    this.sweeps = jobs.queue(config.sweepQueue);
    this.repo = new EmailsRepository(db);
  }

  start(): void {
    this.queue.process((job) => this.deliver(job.emailId), { concurrency: SEND_CONCURRENCY });
    this.sweeps.process(async () => {
      await this.sweep();
    });
    void withTimeout(this.sweeps.add('sweep', {}, { everyMs: this.config.sweepMs }), 60_000).catch((err) =>
      this.logger.warn({ err }, 'could not schedule the e-mail sweeper yet'),
    );
  }

  stop(): void {
    this.stopped = true;
  }

  /** Queues a try for each e-mail; never throws (a lost job is found by the sweeper). */
  async enqueue(ids: string[], tag = 'new', delayMs = 0): Promise<void> {
    if (this.stopped) return;
    await Promise.all(
      ids.map((emailId) =>
        withTimeout(this.queue.add('send', { emailId }, { jobId: `${emailId}.${tag}`, delayMs }), ENQUEUE_TIMEOUT_MS).catch((err) =>
          this.logger.warn({ err, emailId }, 'e-mail not queued; the sweeper will pick it up'),
        ),
      ),
    );
  }

  /** One try of one e-mail. */
  async deliver(emailId: string): Promise<void> {
    if (this.stopped) return;
    const row = await this.repo.claim(emailId, this.config.lockMs);
    if (!row) return; // sent, failed, unknown, or another worker is on it
    const attempts = row.attempts + 1;
    if (row.alreadySent) {
      await this.repo.markSent(row, row.messageId, row.attempts);
      return;
    }
    let messageId: string;
    try {
      ({ messageId } = await this.mailer.send({
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        replyTo: row.replyTo ?? undefined,
        messageId: `${row.id}@kukki.mx`,
        headers: { 'X-Kukki-Template': row.template, 'X-Kukki-Idempotency-Key': row.idempotencyKey },
      }));
    } catch (err) {
      await this.recordFailure(row, attempts, err);
      return;
    }
    await this.repo.markSent(row, messageId, attempts);
    this.logger.info({ emailId, template: row.template, attempts }, 'e-mail sent');
  }

  private async recordFailure(row: EmailRow, attempts: number, err: unknown): Promise<void> {
    const permanent = isPermanentMailError(err);
    const final = permanent || attempts >= this.config.maxAttempts;
    const retryIn = Math.min(this.config.retryMaxMs, backoffMs(attempts, this.config.retryBaseMs));
    await this.repo.markAttemptFailed(row.id, attempts, describe(err), final, retryIn);
    if (final) {
      this.logger.error({ err, emailId: row.id, template: row.template, attempts }, 'e-mail failed for good; an operator can retry it');
      return;
    }
    this.logger.warn({ err, emailId: row.id, attempts, retryInMs: retryIn }, 'e-mail not sent; will retry');
    await this.enqueue([row.id], `try${attempts}`, retryIn);
  }

  /** Re-queues pending e-mails whose job was lost. */
  async sweep(): Promise<number> {
    if (this.stopped) return 0;
    const ids = await this.repo.takeOverdue(this.config.sweepGraceMs);
    if (ids.length) {
      this.logger.info({ count: ids.length }, 'sweeper re-queued pending e-mails');
      await this.enqueue(ids, `sweep${Date.now()}`);
    }
    return ids.length;
  }
}
