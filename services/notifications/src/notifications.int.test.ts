import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { CONTACT_MESSAGES, EVENTS, NOTIFICATIONS_SUBJECTS, type EventEnvelope } from '@kukki/contracts';
import { newId, payloadSealer, type Runtime } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type CompositionKind, type TestComposition } from '@kukki/platform/testing';
import { NotificationsModule } from './notifications.module';
import type { NotificationsOptions } from './config';
import { contactMessages, emails, orderLinks, processedEvents, sentLog } from './db/schema';
import { SAMPLE_EVENTS, sampleEvent, sampleOrder } from './testing/email-samples';
import { SmtpCatcher } from './testing/smtp-catcher';
import { openTokens } from './delivery/sealed-tokens';

jest.setTimeout(60_000);

const SHOP_INBOX = 'tienda@kukki.test';
const ADMIN = { principal: { userId: 'a'.repeat(24), isAdmin: true } };
const fast = (smtpUrl: string): NotificationsOptions => ({
  smtpUrl,
  shopInbox: SHOP_INBOX,
  retryBaseMs: 200,
  retryMaxMs: 800,
  sweepMs: 300,
  sweepGraceMs: 1500,
});

const start = (kind: CompositionKind, options: NotificationsOptions) =>
  startComposition(kind, [['notifications', (rt: Runtime) => NotificationsModule.forRoot(rt, options)]]);

const db = (c: TestComposition) => c.runtime.database('notifications').db;
/** A stored text as the dispatcher sends it: its sealed tokens opened. */
const asSent = (c: TestComposition, text: string) => openTokens(text, payloadSealer(c.runtime));
const publish = (c: TestComposition, e: EventEnvelope) => c.runtime.events.publish(e);
/**
 * Positive signal for "nothing more happens" (no fixed sleep): an event published after the ones under
 * test gets its e-mail, so everything published before it on the same stream has been handled.
 */

async function publishMarker(c: TestComposition, smtp: SmtpCatcher): Promise<void> {
  // Its own recipient: reset e-mails count toward a recipient's hourly limit.
  const marker = sampleEvent(EVENTS.passwordResetRequested, {
    ...(SAMPLE_EVENTS[EVENTS.passwordResetRequested] as object),
    email: `marca.${newId()}@example.com`,
  });
  await publish(c, marker);
  await eventually(() => expect(smtp.messages.some((m) => m.key.startsWith(marker.id))).toBe(true));
}

describe.each(COMPOSITIONS)('notifications over a real SMTP server (%s)', (kind) => {
  let smtp: SmtpCatcher;
  let c: TestComposition;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    c = await start(kind, fast(smtp.url));
  });
  afterAll(async () => {
    await c?.close();
    await smtp?.down();
  });

  it('turns every domain event into its e-mail, once, even when the event is delivered again', async () => {
    const events = Object.keys(SAMPLE_EVENTS).map((type) => sampleEvent(type as keyof typeof SAMPLE_EVENTS));
    for (const e of events) await publish(c, e);
    // One e-mail per event, and the paid event's alert to the shop inbox besides.
    await eventually(() => expect(smtp.messages.length).toBe(events.length + 1));
    // Redelivery: the same envelopes again (JetStream may drop them as duplicates; the in-process bus does not).
    for (const e of events) await publish(c, e);
    await publishMarker(c, smtp);
    expect(smtp.messages.length).toBe(events.length + 2);
    expect([...smtp.byKey().values()].every((n) => n === 1)).toBe(true);

    const welcome = smtp.messages.find((m) => m.key.includes(':welcome:'))!;
    expect(welcome.to).toEqual(['carla@example.com']);
    expect(welcome.subject).toBe('¡Bienvenido a Kukki, Carla! Tu 25 % de descuento te espera');
    expect(welcome.headers['content-type']).toMatch(/multipart\/alternative/);
    const order = smtp.messages.find((m) => m.key.includes(':order-received:'))!;
    expect(order.subject).toBe('Recibimos tu orden No. K-000042 🍪');
    expect(order.headers['message-id']).toMatch(/^<[0-9a-f]{24}@kukki\.mx>$/);

    // The marker's row is marked sent just after the SMTP server accepted it.
    await eventually(async () => {
      const rows = await db(c).select().from(emails);
      expect(rows.filter((r) => r.source !== 'contact').every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      const log = await db(c).select().from(sentLog);
      expect(log.length).toBe(rows.filter((r) => r.status === 'sent').length);
    });
  });

  it("keeps a guest's order link with its token in later e-mails about the same order", async () => {
    const order = sampleOrder({ _id: newId(), user: null });
    const withToken = `http://localhost:8080/order/${order._id}?token=capacidad-secreta`;
    await publish(c, sampleEvent(EVENTS.orderCreated, { order, orderUrl: withToken }));
    await publish(
      c,
      sampleEvent(EVENTS.orderPaid, {
        order: { ...order, isPaid: true, status: 'recibida' },
        orderUrl: `http://localhost:8080/order/${order._id}`,
      }),
    );
    const rows = await eventually(async () => {
      const found = (await db(c).select().from(emails)).filter((r) => r.template === 'order-paid' && r.text.includes(order._id));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(rows[0].text).not.toContain('capacidad-secreta'); // kept sealed
    expect(asSent(c, rows[0].text)).toContain(withToken);
  });

  it("keeps a guest's enrolment link (to see, pay or cancel it) in later e-mails about the same enrolment", async () => {
    const id = newId();
    const enrollment = {
      _id: id,
      status: 'pendiente',
      userId: null,
      payer: { name: 'Luis Pérez', email: 'luis@example.com' },
      plan: { name: 'Dulce mes', amount: 499, period: 'Mensual' },
      initPoint: 'https://mp.test/checkout',
      nextDelivery: null,
    };
    const manageUrl = `http://localhost:8080/misuscripcion?suscripcion=${id}&token=capacidad-secreta`;
    await publish(c, sampleEvent(EVENTS.enrolmentCreated, { enrollment, manageUrl }));
    await publish(c, sampleEvent(EVENTS.enrolmentCancelled, { enrollment: { ...enrollment, status: 'cancelada', initPoint: null } }));
    const rows = await eventually(async () => {
      const found = (await db(c).select().from(emails)).filter(
        (r) => r.template === 'subscription-cancelled' && r.text.includes(`suscripcion=${id}`),
      );
      expect(found).toHaveLength(1);
      return found;
    });
    expect(rows[0].text).not.toContain('capacidad-secreta');
    expect(asSent(c, rows[0].text)).toContain(manageUrl);
  });

  it('opens a sealed order link, stores the e-mail with only its token sealed, and keeps the link sealed in its own table', async () => {
    const order = sampleOrder({ _id: newId(), user: null });
    const plain = `http://localhost:8080/order/${order._id}?token=capacidad-sellada`;
    const sealed = payloadSealer(c.runtime).seal(plain);
    await publish(c, sampleEvent(EVENTS.orderCreated, { order, orderUrl: sealed }));
    await publish(
      c,
      sampleEvent(EVENTS.orderPaid, { order: { ...order, isPaid: true }, orderUrl: `http://localhost:8080/order/${order._id}` }),
    );
    const rows = await eventually(async () => {
      const found = (await db(c).select().from(emails)).filter(
        (r) => (r.template === 'order-received' || r.template === 'order-paid') && r.text.includes(order._id),
      );
      expect(found).toHaveLength(2);
      expect(found.every((r) => r.status === 'sent')).toBe(true); // nothing of this test is still on its way afterwards
      return found;
    });
    for (const row of rows) {
      expect(row.text).not.toContain('capacidad-sellada');
      expect(asSent(c, row.text)).toContain(plain);
    }
    const [link] = await db(c).select().from(orderLinks).where(eq(orderLinks.orderId, order._id));
    expect(link.url).toBe(sealed);
  });

  it('never sends twice for the same idempotency key, even when the processed-event marker is gone', async () => {
    const event = sampleEvent(EVENTS.passwordResetRequested);
    await publish(c, event);
    await eventually(() => expect(smtp.messages.filter((m) => m.key.startsWith(event.id)).length).toBe(1));
    await db(c).delete(processedEvents).where(eq(processedEvents.eventId, event.id));
    await publish(c, { ...event });
    await publishMarker(c, smtp);
    expect(smtp.messages.filter((m) => m.key.startsWith(event.id)).length).toBe(1);
  });

  it('stores a contact message, then mails the shop inbox (reply to the sender) and an acknowledgement', async () => {
    const before = smtp.messages.length;
    const reply = await c.rpc.request(NOTIFICATIONS_SUBJECTS.submitContact, {
      name: 'Ana López',
      phone: '+52 55 1234 5678',
      email: 'ana@example.com',
      message: '¿Hacen pasteles para 30 personas?',
    });
    expect(reply).toEqual({ message: '¡Hemos recibido tu mensaje, en seguida nos comunicaremos contigo!' });
    const [stored] = await db(c).select().from(contactMessages).where(eq(contactMessages.email, 'ana@example.com'));
    expect(stored).toMatchObject({ kind: 'general', name: 'Ana López', phone: '+52 55 1234 5678', enterprice: null });
    await eventually(() => expect(smtp.messages.length).toBe(before + 2));
    const inbox = smtp.messages.find((m) => m.key.includes(`:contact-inbox:${SHOP_INBOX}`))!;
    expect(inbox.subject).toBe('Nuevo mensaje de contacto: Ana López');
    expect(inbox.headers['reply-to']).toBe('ana@example.com');
    const ack = smtp.messages.find((m) => m.key.includes(':contact-ack:ana@example.com'))!;
    expect(ack.subject).toBe('Recibimos tu mensaje — Kukki');
  });

  it('a repeat of one contact call (its replica died with it in hand) stores the message and its two e-mails once', async () => {
    const sender = `repite.${newId()}@example.com`;
    const command = { name: 'Bety', email: sender, message: '¿Tienen alfajores sin gluten?', attemptId: newId() };
    const answers = await Promise.all([0, 1].map(() => c.rpc.request(NOTIFICATIONS_SUBJECTS.submitContact, command)));
    const again = await c.rpc.request(NOTIFICATIONS_SUBJECTS.submitContact, command);
    for (const reply of [...answers, again])
      expect(reply).toEqual({ message: '¡Hemos recibido tu mensaje, en seguida nos comunicaremos contigo!' });
    expect(await db(c).select().from(contactMessages).where(eq(contactMessages.email, sender))).toHaveLength(1);
    const rows = await db(c).select().from(emails);
    expect(rows.filter((r) => r.replyTo === sender || r.to === sender)).toHaveLength(2);
  });

  it('never quotes the message in the acknowledgement, and acknowledges one address at most 5 times an hour', async () => {
    const sender = `muchas.${newId()}@example.com`;
    const spam = 'Compra barato en http://estafa.example — 150,000 pesos';
    for (let i = 0; i < 7; i++) {
      const reply = await c.rpc.request(NOTIFICATIONS_SUBJECTS.submitContact, {
        name: 'Spam',
        email: sender,
        message: `${spam} ${i}`,
      });
      expect(reply).toEqual({ message: '¡Hemos recibido tu mensaje, en seguida nos comunicaremos contigo!' });
    }
    // Every message reaches the shop; the stranger's address gets 5 acknowledgements, none quoting it.
    expect(await db(c).select().from(contactMessages).where(eq(contactMessages.email, sender))).toHaveLength(7);
    const rows = await db(c).select().from(emails);
    expect(rows.filter((r) => r.template === 'contact-inbox' && r.replyTo === sender)).toHaveLength(7);
    const acks = rows.filter((r) => r.template === 'contact-ack' && r.to === sender);
    expect(acks).toHaveLength(5);
    for (const ack of acks) {
      expect(ack.text).not.toContain('estafa');
      expect(ack.html).not.toContain('estafa');
      expect(JSON.stringify(ack.view)).not.toContain('estafa');
    }
  });

  it('confirms at most 5 guest orders an hour to one address; a signed-in customer’s orders are all confirmed', async () => {
    const buyer = `pedidos.${newId()}@example.com`;
    const placed = (user: string | null) => {
      const order = sampleOrder({ _id: newId(), user, payer: { ...sampleOrder().payer, email: buyer } });
      return publish(c, sampleEvent(EVENTS.orderCreated, { order, orderUrl: `http://localhost:8080/order/${order._id}` }));
    };
    for (let i = 0; i < 7; i++) await placed(null);
    await placed('65a1b2c3d4e5f6a7b8c9d0ff');
    await publishMarker(c, smtp);
    const confirmations = (await db(c).select().from(emails)).filter((r) => r.template === 'order-received' && r.to === buyer);
    expect(confirmations.filter((r) => (r.view as { guest?: boolean }).guest)).toHaveLength(5);
    expect(confirmations.filter((r) => !(r.view as { guest?: boolean }).guest)).toHaveLength(1);
  });

  it('marks a business message as a bulk-quote request', async () => {
    await c.rpc.request(NOTIFICATIONS_SUBJECTS.submitContact, {
      name: 'Luis Pérez',
      phone: '5512345678',
      email: 'luis@empresa.mx',
      message: 'Necesitamos 200 cajas para diciembre',
      enterprice: 'Empresa S.A.',
    });
    await eventually(() =>
      expect(smtp.messages.some((m) => m.subject === 'Cotización para empresa: Empresa S.A. (Luis Pérez)')).toBe(true),
    );
    const [stored] = await db(c).select().from(contactMessages).where(eq(contactMessages.email, 'luis@empresa.mx'));
    expect(stored.kind).toBe('business');
  });

  it('refuses an invalid contact message with a Spanish 400 and stores nothing', async () => {
    const count = (await db(c).select().from(contactMessages)).length;
    await expect(
      c.rpc.request(NOTIFICATIONS_SUBJECTS.submitContact, { name: 'Ana', email: 'no-es-correo', message: 'hola' }),
    ).rejects.toMatchObject({
      status: 400,
      message: CONTACT_MESSAGES.emailInvalid,
    });
    await expect(
      c.rpc.request(NOTIFICATIONS_SUBJECTS.submitContact, { name: 'Ana', email: 'a@b.mx', message: 'hola', phone: 'llámame' }),
    ).rejects.toMatchObject({
      status: 400,
      message: CONTACT_MESSAGES.phoneInvalid,
    });
    expect((await db(c).select().from(contactMessages)).length).toBe(count);
  });

  it('gives up at once on a permanent refusal; an operator sees it and retries it', async () => {
    smtp.refuse.add('rebota@example.com');
    const event = sampleEvent(EVENTS.userSignedUp, { userId: 'u9', name: 'Rebeca', email: 'rebota@example.com' });
    await publish(c, event);
    const failed = await eventually(async () => {
      const { emails: list } = await c.rpc.request(NOTIFICATIONS_SUBJECTS.listFailed, {}, ADMIN);
      const found = list.find((e) => e.to === 'rebota@example.com');
      expect(found).toBeDefined();
      return found!;
    });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, template: 'welcome' });
    expect(failed.lastError).toMatch(/550/);
    await expect(
      c.rpc.request(NOTIFICATIONS_SUBJECTS.listFailed, {}, { principal: { userId: 'b'.repeat(24), isAdmin: false } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(c.rpc.request(NOTIFICATIONS_SUBJECTS.retryEmail, { id: failed._id })).rejects.toMatchObject({ status: 401 });

    smtp.refuse.delete('rebota@example.com');
    const { email } = await c.rpc.request(NOTIFICATIONS_SUBJECTS.retryEmail, { id: failed._id }, ADMIN);
    expect(email).toMatchObject({ status: 'pending', attempts: 0 });
    await eventually(() => expect(smtp.messages.filter((m) => m.to[0] === 'rebota@example.com').length).toBe(1));
    // The send is recorded shortly after the message left (sent marks are written in groups).
    await eventually(async () => expect((await db(c).select().from(emails).where(eq(emails.id, failed._id)))[0].status).toBe('sent'));
    await expect(c.rpc.request(NOTIFICATIONS_SUBJECTS.retryEmail, { id: failed._id }, ADMIN)).rejects.toMatchObject({
      status: 409,
      message: 'Ese correo ya fue enviado',
    });
    await expect(c.rpc.request(NOTIFICATIONS_SUBJECTS.retryEmail, { id: 'f'.repeat(24) }, ADMIN)).rejects.toMatchObject({ status: 404 });
  });

  it('the sweeper sends a pending e-mail whose job was lost (as when Redis was down)', async () => {
    const id = newId();
    await db(c)
      .insert(emails)
      .values({
        id,
        idempotencyKey: `lost:${id}`,
        template: 'welcome',
        source: 'test',
        sourceId: id,
        to: 'perdido@example.com',
        subject: 'Correo sin trabajo en la cola',
        html: '<p>hola</p>',
        text: 'hola',
        view: {},
        nextAttemptAt: new Date(Date.now() - 60_000),
      });
    await eventually(() => expect(smtp.messages.filter((m) => m.to[0] === 'perdido@example.com').length).toBe(1));
    // Marked sent a moment after the server accepted it (sent marks are written in groups).
    await eventually(async () => {
      const [row] = await db(c).select().from(emails).where(eq(emails.id, id));
      expect(row.status).toBe('sent');
    });
    expect(smtp.messages.filter((m) => m.to[0] === 'perdido@example.com')).toHaveLength(1);
  });
});

describe.each(COMPOSITIONS)('SMTP outage (%s)', (kind) => {
  it('keeps e-mails while SMTP is down and delivers each exactly once when it returns', async () => {
    const smtp = await SmtpCatcher.start();
    await smtp.down(); // the port is known and nothing listens on it
    const c = await start(kind, fast(smtp.url));
    try {
      const events = [EVENTS.orderCreated, EVENTS.orderPaid, EVENTS.userSignedUp, EVENTS.enrolmentCreated].map((t) => sampleEvent(t));
      for (const e of events) await publish(c, e);
      await c.rpc.request(NOTIFICATIONS_SUBJECTS.submitContact, { name: 'Ana', email: 'ana@example.com', message: 'Hola' });
      const expected = events.length + 3; // the contact message's two, and the paid order's alert to the shop

      // Every e-mail is stored and has failed at least once, none is lost or given up.
      await eventually(async () => {
        const rows = await db(c).select().from(emails);
        expect(rows.length).toBe(expected);
        expect(rows.every((r) => r.status === 'pending' && r.attempts >= 1 && /ECONNREFUSED|connect/i.test(r.lastError ?? ''))).toBe(true);
      });
      for (const e of events) await publish(c, e); // redelivered while down

      await smtp.up();
      const upAt = Date.now();
      await eventually(() => expect(smtp.messages.length).toBe(expected), 20_000);
      if (process.env.DEBUG_OUTAGE) console.log(kind, 'delivered after', Date.now() - upAt, 'ms');
      // Retries and sweeps that were in flight find nothing more to send: every row ends sent, and a
      // marker e-mail queued after them is delivered (the sender went round again) without any repeat.
      await eventually(async () => expect((await db(c).select().from(emails)).every((r) => r.status === 'sent')).toBe(true));
      await publishMarker(c, smtp);
      expect(smtp.messages.length).toBe(expected + 1);
      expect([...smtp.byKey().values()].every((n) => n === 1)).toBe(true);
      await eventually(async () => expect((await db(c).select().from(emails)).every((r) => r.status === 'sent')).toBe(true));
    } finally {
      await c.close();
      await smtp.down();
    }
  });
});

describe('embedded file mailbox', () => {
  let c: TestComposition;
  const saved = process.env.SMTP_URL;
  beforeAll(async () => {
    delete process.env.SMTP_URL;
    c = await start('embedded', { shopInbox: SHOP_INBOX });
  });
  afterAll(async () => {
    await c?.close();
    if (saved !== undefined) process.env.SMTP_URL = saved;
  });

  it('writes each e-mail as .eml under DATA_DIR/mailbox and offers the dev mailbox routes', async () => {
    await publish(c, sampleEvent(EVENTS.orderCreated));
    const dir = path.join(c.runtime.dataDir, 'mailbox');
    // A message is complete once its entry (.json, written last) is there: the .eml may still be being written.
    const emlFiles = await eventually(() => {
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files.length).toBe(1);
      expect(fs.existsSync(path.join(dir, files[0].replace(/\.eml$/, '.json')))).toBe(true);
      return files;
    });
    const raw = fs.readFileSync(path.join(dir, emlFiles[0]), 'utf8');
    expect(raw).toMatch(/^To: ana@example\.com$/m);
    expect(raw).toMatch(/^X-Kukki-Template: order-received$/m);
    // The dev mailbox routes, mounted on a server as the embedded gateway does, list that e-mail.
    const app = Fastify();
    for (const mount of c.runtime.httpMounts) await mount(app);
    const listed = await app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('ana@example.com');
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('embedded bus: a run of events', () => {
  it("gives each event of a run its e-mail once, and a later event of the same run the guest's link", async () => {
    const smtp = await SmtpCatcher.start();
    const c = await start('embedded', fast(smtp.url));
    try {
      const order = sampleOrder({ _id: newId(), user: null });
      const withToken = `http://localhost:8080/order/${order._id}?token=capacidad-de-la-corrida`;
      const run = [
        sampleEvent(EVENTS.orderCreated, { order, orderUrl: withToken }),
        sampleEvent(EVENTS.orderPaid, {
          order: { ...order, isPaid: true, status: 'recibida' },
          orderUrl: `http://localhost:8080/order/${order._id}`,
        }),
      ];
      await c.runtime.events.publishBatch!(run);
      await c.runtime.events.publishBatch!(run); // redelivered: nothing new
      const mine = async () => (await db(c).select().from(emails)).filter((r) => r.text.includes(order._id));
      await eventually(async () =>
        expect((await mine()).map((r) => r.template).sort()).toEqual(['order-paid', 'order-paid-shop', 'order-received']),
      );
      const paid = (await mine()).find((r) => r.template === 'order-paid')!;
      expect(paid.text).not.toContain('capacidad-de-la-corrida');
      expect(asSent(c, paid.text)).toContain(withToken);
      const [link] = await db(c).select().from(orderLinks).where(eq(orderLinks.orderId, order._id));
      expect(link.url).toBeTruthy();
      await eventually(async () => expect((await mine()).every((r) => r.status === 'sent')).toBe(true));
      expect(smtp.messages.filter((m) => run.some((e) => m.key.includes(e.id)))).toHaveLength(2);
    } finally {
      await c.close();
      await smtp.down();
    }
  });
});
