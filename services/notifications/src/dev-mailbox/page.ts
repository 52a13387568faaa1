import type { MailboxEntry } from '@kukki/platform';
import { escapeHtml as esc } from '../render/engine';

const when = (iso: string) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'medium', hour12: false, timeZone: 'America/Mexico_City' }).format(
    new Date(iso),
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#fdf7ee;color:#2f1b10}
header{background:#5a3520;color:#fdf7ee;padding:14px 24px;display:flex;align-items:baseline;gap:16px;flex-wrap:wrap}
header h1{margin:0;font-family:Georgia,serif;font-size:22px}header p{margin:0;opacity:.8;font-size:14px}
header a{color:#fbecd0}
main{display:grid;grid-template-columns:minmax(260px,340px) 1fr;min-height:calc(100vh - 56px)}
nav{border-right:1px solid #e7d6bf;background:#fffdf9;overflow:auto;max-height:calc(100vh - 56px)}
nav ol{list-style:none;margin:0;padding:0}nav li a{display:block;padding:12px 16px;border-bottom:1px solid #f0e4d2;color:inherit;text-decoration:none}
nav li a:hover{background:#fbecd0}nav li a.sel{background:#f5e6cf;border-left:4px solid #c47a34}
.subj{font-weight:600;display:block;margin-bottom:2px}.meta{font-size:12px;color:#7b6554}
section{padding:20px 24px;overflow:auto}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 16px;font-size:14px}
dt{color:#7b6554}dd{margin:0}h2{font-family:Georgia,serif;margin:0 0 12px}
iframe{width:100%;height:760px;border:1px solid #e7d6bf;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;background:#fffdf9;border:1px solid #e7d6bf;border-radius:8px;padding:12px;font-size:13px}
.empty{padding:48px;text-align:center;color:#7b6554}
@media (max-width:760px){main{grid-template-columns:1fr}nav{max-height:40vh;border-right:0;border-bottom:1px solid #e7d6bf}}
`;

/** The dev mailbox page: messages newest first, the selected one rendered (no scripts). */
export function mailboxPage(entries: MailboxEntry[], selectedId?: string): string {
  const selected = entries.find((e) => e.id === selectedId) ?? entries[0];
  const list = entries
    .map(
      (e) => `<li><a href="/dev/mailbox?id=${encodeURIComponent(e.id)}"${e === selected ? ' class="sel" aria-current="true"' : ''}>
<span class="subj">${esc(e.subject)}</span><span class="meta">Para: ${esc(e.to)} · ${esc(when(e.date))}</span></a></li>`,
    )
    .join('\n');
  const view = selected
    ? `<h2>${esc(selected.subject)}</h2>
<dl><dt>De</dt><dd>${esc(selected.from)}</dd><dt>Para</dt><dd>${esc(selected.to)}</dd>${
        selected.replyTo ? `<dt>Responder a</dt><dd>${esc(selected.replyTo)}</dd>` : ''
      }<dt>Fecha</dt><dd>${esc(when(selected.date))}</dd><dt>Archivo</dt><dd><a href="/dev/mailbox/messages/${encodeURIComponent(selected.id)}/raw">${esc(selected.id)}.eml</a></dd></dl>
<iframe title="Vista del correo" sandbox srcdoc="${esc(selected.html)}"></iframe>
<details><summary>Versión de texto</summary><pre>${esc(selected.text)}</pre></details>`
    : '<p class="empty">Todavía no hay correos. Cuando la tienda envíe uno, aparecerá aquí.</p>';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Buzón de desarrollo · Kukki</title><style>${STYLE}</style></head><body>
<header><h1>Buzón de desarrollo</h1><p>${entries.length} ${entries.length === 1 ? 'correo' : 'correos'} · solo en desarrollo, nunca en producción · <a href="/dev/mailbox/messages">JSON</a></p></header>
<main><nav aria-label="Correos"><ol>${list}</ol></nav><section>${view}</section></main></body></html>`;
}
