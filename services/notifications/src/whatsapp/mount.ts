import { textOf, whatsAppInboundSchema, type WhatsAppInbound, type WhatsAppInboundReply } from '@kukki/contracts';
import type { HttpMount } from '@kukki/platform';
import type { DevWhatsAppTwin } from './dev-twin';
import { INBOUND_MESSAGES } from './inbound';
import { e164ish } from './messages';

const esc = (v: unknown) =>
  textOf(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(messages: Awaited<ReturnType<DevWhatsAppTwin['list']>>): string {
  const rows = messages
    .map(
      (m) =>
        `<li class="msg"><div class="meta">${esc(m.to)} · ${esc(m.template)} · ${esc(m.date.replace('T', ' ').slice(0, 16))}</div><div class="text">${esc(m.text)}</div></li>`,
    )
    .join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>WhatsApp de desarrollo · Kukki</title><style>body{font-family:system-ui,sans-serif;background:#efeae2;margin:0;padding:16px}
h1{font-size:20px}ul{list-style:none;padding:0;max-width:640px}.msg{background:#d9fdd3;border-radius:8px;padding:10px 12px;margin:8px 0;box-shadow:0 1px 1px rgba(0,0,0,.1)}
.meta{font-size:12px;color:#667781;margin-bottom:4px}</style></head><body><h1>WhatsApp de desarrollo</h1>
<p>Mensajes que la tienda habría enviado por WhatsApp (el más reciente primero). JSON en <a href="/dev/whatsapp/messages">/dev/whatsapp/messages</a>.</p>
<ul>${rows || '<li>Todavía no hay mensajes.</li>'}</ul></body></html>`;
}

/**
 * The development twin's pages (outside production): GET /dev/whatsapp, GET /dev/whatsapp/messages
 * (JSON, newest first: {id, to, template, text, date}) and POST /dev/whatsapp/inbound {from, text}
 * — a customer's answer, handed to `answer` (the notifications service; «BAJA» stops the updates to that phone).
 */
export function devWhatsAppMount(
  twin: Pick<DevWhatsAppTwin, 'list'>,
  answer: (inbound: WhatsAppInbound) => Promise<WhatsAppInboundReply>,
): HttpMount {
  return (app) => {
    app.get('/dev/whatsapp', async (_req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page(await twin.list())),
    );
    app.get('/dev/whatsapp/messages', async (_req, reply) => reply.header('cache-control', 'no-store').send(await twin.list()));
    app.post('/dev/whatsapp/inbound', async (req, reply) => {
      const inbound = whatsAppInboundSchema.safeParse(req.body ?? {});
      if (!inbound.success || !e164ish(inbound.data.from)) return reply.status(400).send({ message: INBOUND_MESSAGES.phone });
      return reply.send(await answer(inbound.data));
    });
  };
}
