import { sql } from 'drizzle-orm';
import { EVENTS, NOTIFICATIONS_SUBJECTS } from '@kukki/contracts';
import { newCapability, newId, payloadSealer, type Runtime } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type CompositionKind, type TestComposition } from '@kukki/platform/testing';
import { NotificationsModule } from './notifications.module';
import { emails } from './db/schema';
import { pruneSentEmails } from './emails/retention';
import { sampleEvent, sampleOrder } from './testing/email-samples';
import { SmtpCatcher, type CaughtMail } from './testing/smtp-catcher';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN = { principal: { userId: 'a'.repeat(24), isAdmin: true } };
const PUBLIC_URL = 'http://localhost:8080';

const start = (kind: CompositionKind, smtpUrl: string, env: Record<string, string> = {}) =>
  startComposition(
    kind,
    [
      [
        'notifications',
        (rt: Runtime) =>
          NotificationsModule.forRoot(rt, { smtpUrl, shopInbox: 'tienda@kukki.test', retryBaseMs: 200, retryMaxMs: 800, sweepMs: 300 }),
      ],
    ],
    env,
  );

const db = (c: TestComposition) => c.runtime.database('notifications').db;

/** Every stored e-mail row, each column of it as text (what a dump or a backup holds). */
async function storedRowsAsText(c: TestComposition): Promise<string[]> {
  const result = await db(c).execute(sql`select e::text as row from ${emails} e`);
  const rows = (result as { rows: { row: string }[] }).rows;
  return rows.map((r) => r.row);
}

/** The message's text and HTML parts as the recipient reads them (quoted-printable or base64 decoded). */
function readableBody(mail: CaughtMail): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

/** A stored e-mail row as the dispatcher leaves it; the pending ones wait far in the future (the sweeper leaves them alone). */
function storedEmail(status: 'sent' | 'pending' | 'failed', createdAt: Date, sentAt: Date | null) {
  const id = newId();
  return {
    id,
    idempotencyKey: `retention:${id}`,
    template: 'welcome',
    source: 'test',
    sourceId: id,
    to: 'retencion@example.com',
    subject: 'Retención',
    html: '<p>hola</p>',
    text: 'hola',
    view: {},
    status,
    createdAt,
    sentAt,
    nextAttemptAt: new Date(Date.now() + 365 * DAY_MS),
  };
}

describe.each(COMPOSITIONS)('stored e-mails keep no live tokens and are pruned after the retention (%s)', (kind) => {
  let smtp: SmtpCatcher;
  let c: TestComposition;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    c = await start(kind, smtp.url);
  });
  afterAll(async () => {
    await c?.close();
    await smtp?.down();
  });

  it("keeps a guest order's token and a reset token only sealed in notifications.emails; the delivered messages carry the working links", async () => {
    const sealer = payloadSealer(c.runtime);
    const order = sampleOrder({ _id: newId(), user: null });
    const orderToken = newCapability().token;
    const orderLink = `${PUBLIC_URL}/order/${order._id}?token=${orderToken}`;
    const resetToken = newCapability().token;
    const resetLink = `${PUBLIC_URL}/resetpassword/${resetToken}`;
    // As the orders and users services emit them: the links sealed.
    const created = sampleEvent(EVENTS.orderCreated, { order, orderUrl: sealer.seal(orderLink) });
    const paid = sampleEvent(EVENTS.orderPaid, { order: { ...order, isPaid: true }, orderUrl: `${PUBLIC_URL}/order/${order._id}` });
    const reset = sampleEvent(EVENTS.passwordResetRequested, {
      userId: 'u1',
      name: 'Carla Ruiz',
      email: 'carla@example.com',
      resetUrl: sealer.seal(resetLink),
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    for (const e of [created, paid, reset]) await c.runtime.events.publish(e);

    const mine = (id: string) => smtp.messages.filter((m) => m.key.startsWith(id));
    await eventually(() => expect([created, paid, reset].map((e) => mine(e.id).length)).toEqual([1, 1, 1]));
    expect(readableBody(mine(created.id)[0])).toContain(orderLink);
    const paidBody = readableBody(mine(paid.id)[0]);
    expect(paidBody).toContain(orderLink); // a later e-mail reuses the guest's link
    expect(paidBody).toContain(`/api/orders/${order._id}/receipt.pdf?token=${orderToken}`);
    expect(readableBody(mine(reset.id)[0])).toContain(resetLink);

    await eventually(async () => {
      const rows = (await db(c).select().from(emails)).filter((r) => [created.id, paid.id, reset.id].includes(r.sourceId));
      // The buyer's order-received, order-paid and reset e-mails, and the shop's paid-order alert.
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    });
    const stored = await storedRowsAsText(c);
    expect(stored.some((row) => row.includes(order._id))).toBe(true);
    expect(stored.some((row) => row.includes('~sealed~'))).toBe(true);
    for (const row of stored) {
      expect(row).not.toContain(orderToken);
      expect(row).not.toContain(resetToken);
    }
  });

  it("an operator's retry re-renders with the sealed link and still delivers the working one", async () => {
    const sealer = payloadSealer(c.runtime);
    const recipient = `rebota.${newId()}@example.com`;
    const order = sampleOrder({ _id: newId(), user: null, payer: { ...sampleOrder().payer, email: recipient } });
    const token = newCapability().token;
    const link = `${PUBLIC_URL}/order/${order._id}?token=${token}`;
    smtp.refuse.add(recipient);
    await c.runtime.events.publish(sampleEvent(EVENTS.orderCreated, { order, orderUrl: sealer.seal(link) }));
    const failed = await eventually(async () => {
      const { emails: list } = await c.rpc.request(NOTIFICATIONS_SUBJECTS.listFailed, {}, ADMIN);
      const found = list.find((e) => e.to === recipient);
      expect(found).toBeDefined();
      return found!;
    });
    smtp.refuse.delete(recipient);
    await c.rpc.request(NOTIFICATIONS_SUBJECTS.retryEmail, { id: failed._id }, ADMIN);
    const mail = await eventually(() => {
      const found = smtp.messages.find((m) => m.to[0] === recipient);
      expect(found).toBeDefined();
      return found!;
    });
    expect(readableBody(mail)).toContain(link);
    for (const row of await storedRowsAsText(c)) expect(row).not.toContain(token);
  });

  it('prunes sent e-mails older than EVENT_RETENTION_DAYS and keeps newer, pending and failed ones', async () => {
    const retentionMs = c.runtime.env.EVENT_RETENTION_DAYS * DAY_MS;
    const now = new Date(Date.now() + 365 * DAY_MS); // the clock of the prune, far from the rows other tests leave
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const oldSent = storedEmail('sent', ago(retentionMs + 2 * DAY_MS), ago(retentionMs + DAY_MS));
    const justOld = storedEmail('sent', ago(retentionMs + 60_000), ago(retentionMs + 1000));
    const recentSent = storedEmail('sent', ago(retentionMs + DAY_MS), ago(retentionMs - 60_000)); // created long ago, sent within the retention
    const oldPending = storedEmail('pending', ago(retentionMs * 3), null);
    const oldFailed = storedEmail('failed', ago(retentionMs * 3), null);
    await db(c).insert(emails).values([oldSent, justOld, recentSent, oldPending, oldFailed]);

    const pruned = await pruneSentEmails(db(c), retentionMs, now);
    expect(pruned.emails).toBeGreaterThanOrEqual(2);
    const left = new Set((await db(c).select({ id: emails.id }).from(emails)).map((r) => r.id));
    expect(left.has(oldSent.id)).toBe(false);
    expect(left.has(justOld.id)).toBe(false);
    expect(left.has(recentSent.id)).toBe(true);
    expect(left.has(oldPending.id)).toBe(true);
    expect(left.has(oldFailed.id)).toBe(true);
  });
});

describe.each(COMPOSITIONS)("the service's repeating prune job (%s)", (kind) => {
  it('deletes sent e-mails older than EVENT_RETENTION_DAYS and keeps the pending ones', async () => {
    const smtp = await SmtpCatcher.start();
    const c = await start(kind, smtp.url, { EVENT_RETENTION_DAYS: '1', EVENT_PRUNE_EVERY_MS: '200' });
    try {
      const ago = (ms: number) => new Date(Date.now() - ms);
      const oldSent = storedEmail('sent', ago(3 * DAY_MS), ago(2 * DAY_MS));
      const recentSent = storedEmail('sent', ago(3 * DAY_MS), ago(DAY_MS / 2));
      const oldPending = storedEmail('pending', ago(3 * DAY_MS), null);
      await db(c).insert(emails).values([oldSent, recentSent, oldPending]);
      await eventually(async () => {
        const left = (await db(c).select({ id: emails.id }).from(emails)).map((r) => r.id).sort();
        expect(left).toEqual([recentSent.id, oldPending.id].sort());
      }, 15_000);
    } finally {
      await c.close();
      await smtp.down();
    }
  });
});
