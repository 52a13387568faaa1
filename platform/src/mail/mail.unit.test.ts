import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Runtime } from '../runtime';
import { createMailer, FileMailbox, nodemailerMessage, SmtpMailer } from './index';

const runtime = (mode: 'embedded' | 'distributed', dataDir: string) => ({ mode, dataDir }) as unknown as Runtime;

describe('mail adapters', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-mail-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('picks the file mailbox embedded, SMTP distributed, and SMTP whenever SMTP_URL is set', async () => {
    const embedded = createMailer(runtime('embedded', dir), {}, {});
    expect(embedded).toBeInstanceOf(FileMailbox);
    expect((embedded as FileMailbox).dir).toBe(path.join(dir, 'mailbox'));
    const distributed = createMailer(runtime('distributed', dir), {}, {});
    expect(distributed).toBeInstanceOf(SmtpMailer);
    const explicit = createMailer(runtime('embedded', dir), {}, { SMTP_URL: 'smtp://mail.example.com:587' });
    expect(explicit).toBeInstanceOf(SmtpMailer);
    expect((explicit as SmtpMailer).url).toBe('smtp://mail.example.com:587');
    await Promise.all([embedded.close(), distributed.close(), explicit.close()]);
  });

  it('writes .eml files and lists them newest first', async () => {
    const box = new FileMailbox(path.join(dir, 'box'), 'Kukki <hola@kukki.mx>');
    await box.send({ to: 'a@example.com', subject: 'Primero ñ', html: '<p>uno</p>', text: 'uno' });
    await box.send({ to: 'b@example.com', subject: 'Segundo', html: '<p>dos</p>', text: 'dos', replyTo: 'c@example.com' });
    const list = await box.list();
    expect(list.map((m) => m.subject)).toEqual(['Segundo', 'Primero ñ']);
    expect(list[0]).toMatchObject({ to: 'b@example.com', replyTo: 'c@example.com', text: 'dos', html: '<p>dos</p>' });
    const raw = (await box.raw(list[1].id))!.toString('utf8');
    expect(raw).toMatch(/^From: Kukki <hola@kukki\.mx>$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(await box.get('../etc/passwd')).toBeNull();
    await box.close();
  });

  it('keeps one message per Message-ID, across restarts; a resend replaces the copy and counts the delivery', async () => {
    const folder = path.join(dir, 'idempotent');
    const message = { to: 'ana@example.com', subject: 'Recibimos tu orden', html: '<p>1</p>', text: '1', messageId: 'e-9@kukki.mx' };
    const box = new FileMailbox(folder, 'Kukki <hola@kukki.mx>');
    await box.send(message);
    await box.send({ ...message, text: '2' });
    await box.send({ ...message, messageId: undefined });
    await box.close();
    // A process killed after the send and started again: the index is on disk.
    const again = new FileMailbox(folder, 'Kukki <hola@kukki.mx>');
    const kept = await again.keep(Buffer.from('raw'), {
      ...message,
      from: 'x',
      replyTo: null,
      date: new Date().toISOString(),
      messageId: '<e-9@kukki.mx>',
    });
    expect(kept).toMatchObject({ duplicate: true, deliveries: 3 });
    const list = await again.list();
    expect(list).toHaveLength(2);
    expect(list.find((m) => m.messageId === 'e-9@kukki.mx')).toMatchObject({ id: kept.id, deliveries: 3 });
    expect(list.find((m) => m.messageId !== 'e-9@kukki.mx')).toMatchObject({ deliveries: 1 });
    await again.close();
  });

  it('builds the nodemailer message both adapters send, the Message-ID in brackets only when there is one', () => {
    const message = { to: 'ana@example.com', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola', headers: { 'X-Kukki': '1' } };
    expect(nodemailerMessage('Kukki <hola@kukki.mx>', { ...message, messageId: 'abc@kukki' })).toEqual({
      from: 'Kukki <hola@kukki.mx>',
      ...message,
      replyTo: undefined,
      messageId: '<abc@kukki>',
      textEncoding: 'quoted-printable',
    });
    expect(nodemailerMessage('Kukki <hola@kukki.mx>', message).messageId).toBeUndefined();
    expect(nodemailerMessage('Kukki <hola@kukki.mx>', message, 'own@mailbox.kukki').messageId).toBe('<own@mailbox.kukki>');
  });

  it('sends accented Spanish as quoted-printable that decodes to the same text', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-qp-'));
    const box = new FileMailbox(dir, 'Kukki <hola@kukki.mx>');
    const text = 'Tu orden está confirmada: entrega el miércoles, ¡gracias!'.repeat(4);
    const { messageId } = await box.send({ to: 'ana@example.com', subject: 'Orden', html: `<p>${text}</p>`, text });
    const [entry] = await box.list();
    const raw = (await box.raw(entry.id))!.toString('utf8').replace(/\r\n/g, '\n');
    expect(entry.messageId).toBe(messageId);
    expect(raw).toMatch(/Content-Transfer-Encoding: quoted-printable/);
    const textPart = raw.split(/\n--/).find((part) => part.includes('text/plain'))!;
    const decoded = Buffer.from(
      textPart
        .split('\n\n')
        .slice(1)
        .join('\n\n')
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    )
      .toString('utf8')
      .trimEnd();
    expect(decoded).toBe(text);
    await box.close();
  });
});
