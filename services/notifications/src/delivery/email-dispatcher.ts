import {
  backoffMs,
  GroupCommit,
  isPermanentMailError,
  type Database,
  type JobQueue,
  type Jobs,
  type Mailer,
  type Sealer,
} from '@kukki/platform';
import type { Logger } from 'pino';
import type { NotificationsConfig } from '../config';
import { EmailsRepository, type ClaimedEmail, type SentEmail } from '../emails.repository';
import { forEachConcurrently, untilAborted } from './concurrency';
import { openTokens } from './sealed-tokens';

/** A run of e-mails to try; `emailId` is the one-e-mail shape of jobs queued by earlier versions. */
export interface EmailJob {
  emailIds?: string[];
  emailId?: string;
}

/** Gives up waiting for the queue (Redis down): the row stays pending and the sweeper queues it later. */
const ENQUEUE_TIMEOUT_MS = 3000;
/** Sends in flight per run: matches the SMTP pool's connections. */
const SEND_CONCURRENCY = 4;
/** Runs tried at once per process. */
const RUN_CONCURRENCY = 2;
/** How long a sent mark waits for the marks of the other sends in flight (one statement for all). */
const SENT_MARK_LINGER_MS = 5;
/** E-mails per job: a run is claimed in one statement and marked sent in one statement. */
const RUN_SIZE = 25;

const describe = (err: unknown) => {
  const e = err as { message?: string; code?: string; responseCode?: number };
  return [e?.code, e?.responseCode, e?.message ?? String(err)].filter(Boolean).join(' ');
};

/**
 * Sends e-mail rows through the job queue. The database row is the truth: a job only says "try
 * these rows now". A try claims its rows (so two jobs never send the same e-mail), sends them, and
 * records either the sent log or the failure and the time of the next try. The e-mails an event
 * or a run of events makes travel as one job: claimed in one statement, marked sent in one. The
 * sweeper re-queues rows whose job was lost, so nothing waits forever while Redis or SMTP is away.
 */
export class EmailDispatcher {
  private readonly queue: JobQueue<EmailJob>;
  private readonly sweeps: JobQueue<Record<string, never>>;
  private readonly repo: EmailsRepository;
  /** Sent marks of every run in flight, written together (one statement while the previous one runs). */
  private readonly sentMarks: GroupCommit<SentEmail>;
  private stopped = false;

  constructor(
    jobs: Jobs,
    db: Database,
    private readonly mailer: Mailer,
    private readonly config: NotificationsConfig,
    private readonly logger: Logger,
    /** Opens the capability tokens the stored rows keep sealed, just before sending. */
    private readonly sealer: Sealer,
  ) {
    this.queue = jobs.queue<EmailJob>(config.emailQueue);
    this.sweeps = jobs.queue(config.sweepQueue);
    this.repo = new EmailsRepository(db);
    this.sentMarks = new GroupCommit((sent) => this.repo.markSent(sent), { lingerMs: SENT_MARK_LINGER_MS });
  }

  start(): void {
    this.queue.process((job) => this.deliver(job.emailIds ?? (job.emailId ? [job.emailId] : [])), { concurrency: RUN_CONCURRENCY });
    this.sweeps.process(async () => {
      await this.sweep();
    });
    void untilAborted(this.sweeps.add('sweep', {}, { everyMs: this.config.sweepMs }), AbortSignal.timeout(60_000)).catch((err) =>
      this.logger.warn({ err }, 'could not schedule the e-mail sweeper yet'),
    );
  }

  stop(): void {
    this.stopped = true;
  }

  /** Queues a try of these e-mails (in runs of RUN_SIZE); never throws (a lost job is found by the sweeper). */
  async enqueue(ids: string[], tag = 'new', delayMs = 0): Promise<void> {
    if (this.stopped) return;
    const runs: string[][] = [];
    for (let i = 0; i < ids.length; i += RUN_SIZE) runs.push(ids.slice(i, i + RUN_SIZE));
    await Promise.all(
      runs.map((emailIds) =>
        untilAborted(
          this.queue.add('send', { emailIds }, { jobId: `${emailIds[0]}+${emailIds.length}.${tag}`, delayMs }),
          AbortSignal.timeout(ENQUEUE_TIMEOUT_MS),
        ).catch((err) => this.logger.warn({ err, emailIds }, 'e-mails not queued; the sweeper will pick them up')),
      ),
    );
  }

  /** Queues the rows an insert has just stored, once its transaction has committed: the failed ones wait for an operator. */
  enqueueStored(rows: { id: string; status: string }[]): Promise<void> {
    return this.enqueue(rows.filter((r) => r.status === 'pending').map((r) => r.id));
  }

  /** One try of a run of e-mails. */
  async deliver(emailIds: string[]): Promise<void> {
    if (this.stopped) return;
    const rows = await this.repo.claim(emailIds, this.config.lockMs); // sent, failed, unknown or taken ones are left out
    const marks: Promise<void>[] = [];
    const mark = (sent: SentEmail) => {
      const written = this.sentMarks.add(sent);
      written.catch(() => undefined); // awaited below, once every send of the run is done
      marks.push(written);
    };
    for (const row of rows.filter((r) => r.alreadySent)) mark({ row, messageId: row.messageId, attempts: row.attempts });
    await forEachConcurrently(
      rows.filter((row) => !row.alreadySent),
      SEND_CONCURRENCY,
      async (row) => {
        const attempts = row.attempts + 1;
        try {
          const open = (s: string) =>
            openTokens(s, this.sealer, () => this.logger.warn({ emailId: row.id }, 'a sealed link could not be opened; sent without it'));
          const { messageId } = await this.mailer.send({
            to: row.to,
            subject: open(row.subject),
            html: open(row.html),
            text: open(row.text),
            replyTo: row.replyTo ?? undefined,
            messageId: `${row.id}@kukki.mx`,
            headers: { 'X-Kukki-Template': row.template, 'X-Kukki-Idempotency-Key': row.idempotencyKey },
          });
          // Marked as soon as the server accepts it: the shorter that gap, the fewer resends after a crash.
          mark({ row, messageId, attempts });
          this.logger.info({ emailId: row.id, template: row.template, attempts }, 'e-mail sent');
        } catch (err) {
          await this.recordFailure(row, attempts, err);
        }
      },
    );
    await Promise.all(marks);
  }

  private async recordFailure(row: ClaimedEmail, attempts: number, err: unknown): Promise<void> {
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
