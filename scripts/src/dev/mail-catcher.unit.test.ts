import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { FileMailbox } from '@kukki/platform';
import { startMailCatcher } from './mail-catcher';

describe('development SMTP catcher', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-catcher-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps one message per Message-ID: a resend replaces the first copy and is logged as a duplicate delivery', async () => {
    const lines: string[] = [];
    const catcher = await startMailCatcher({ port: 0, dir, log: (l) => lines.push(l) });
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.port, secure: false, ignoreTLS: true });
    try {
      const mail = { from: 'Kukki <hola@kukki.mx>', to: 'ana@example.com', subject: 'Recibimos tu orden', text: 'uno' };
      await smtp.sendMail({ ...mail, messageId: '<e-1@kukki.mx>' });
      await smtp.sendMail({ ...mail, text: 'dos', messageId: '<e-1@kukki.mx>' });
      await smtp.sendMail({ ...mail, messageId: '<e-2@kukki.mx>' });
      const entries = await new FileMailbox(dir, 'x').list();
      expect(entries.map((e) => [e.messageId, e.deliveries, e.text.trim()])).toEqual(
        expect.arrayContaining([
          ['e-1@kukki.mx', 2, 'dos'],
          ['e-2@kukki.mx', 1, 'uno'],
        ]),
      );
      expect(entries).toHaveLength(2);
      expect(lines).toEqual([expect.stringMatching(/^correo repetido \(Message-ID <e-1@kukki\.mx>\).*entregas: 2$/)]);
    } finally {
      smtp.close();
      await catcher.close();
    }
  });

  it('keeps the HTML and text parts as they were sent (the text is not linkified, the HTML not derived)', async () => {
    const catcher = await startMailCatcher({ port: 0, dir });
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.port, secure: false, ignoreTLS: true });
    try {
      const text = 'Sigue tu orden en https://kukki.mx/order/1';
      const html = '<p>Sigue tu orden <a href="https://kukki.mx/order/1">aquí</a></p>';
      await smtp.sendMail({ from: 'hola@kukki.mx', to: 'ana@example.com', subject: 'Orden', text, html, messageId: '<e-3@kukki.mx>' });
      await smtp.sendMail({ from: 'hola@kukki.mx', to: 'ana@example.com', subject: 'Solo texto', text, messageId: '<e-4@kukki.mx>' });
      const entries = await new FileMailbox(dir, 'x').list();
      const kept = (id: string) => entries.filter((e) => e.messageId === id).map((e) => ({ text: e.text.trim(), html: e.html }));
      expect(kept('e-3@kukki.mx')).toEqual([{ text, html }]);
      expect(kept('e-4@kukki.mx')).toEqual([{ text, html: '' }]);
    } finally {
      smtp.close();
      await catcher.close();
    }
  });
});
