import type { FileMailbox, HttpMount } from '@kukki/platform';
import { mailboxPage } from './page';

const NOT_FOUND = { message: 'No encontramos ese correo' };

/**
 * The dev mailbox routes (embedded composition only; the gateway mounts them only outside production):
 * GET /dev/mailbox (page), GET /dev/mailbox/messages (JSON newest first), one message as JSON, HTML or .eml.
 */
export function devMailboxMount(mailbox: FileMailbox): HttpMount {
  return (app) => {
    app.get('/dev/mailbox', async (request, reply) => {
      const { id } = (request.query ?? {}) as { id?: string };
      const entries = await mailbox.list();
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mailboxPage(entries, id));
    });
    app.get('/dev/mailbox/messages', async (_request, reply) => {
      const entries = await mailbox.list();
      return reply
        .header('cache-control', 'no-store')
        .send(entries.map(({ id, to, subject, date, text, html }) => ({ id, to, subject, date, text, html })));
    });
    app.get('/dev/mailbox/messages/:id', async (request, reply) => {
      const entry = await mailbox.get((request.params as { id: string }).id);
      return entry ? reply.send(entry) : reply.status(404).send(NOT_FOUND);
    });
    app.get('/dev/mailbox/messages/:id/html', async (request, reply) => {
      const entry = await mailbox.get((request.params as { id: string }).id);
      return entry ? reply.type('text/html; charset=utf-8').send(entry.html) : reply.status(404).send(NOT_FOUND);
    });
    app.get('/dev/mailbox/messages/:id/raw', async (request, reply) => {
      const raw = await mailbox.raw((request.params as { id: string }).id);
      return raw ? reply.type('message/rfc822').send(raw) : reply.status(404).send(NOT_FOUND);
    });
  };
}
