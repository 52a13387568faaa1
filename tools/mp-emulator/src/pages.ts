import { textOf } from '@kukki/contracts';
import type { PaymentRecord, PreapprovalRecord, PreferenceRecord } from './types';
import { DEFERRED_METHODS, offersDeferred } from './deferred';
import { preferenceTotal } from './shapes';

const esc = (v: unknown) =>
  textOf(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (n: number) => `$${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"Proxima Nova",-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#ededed;color:#333}
header{background:#fff159;padding:14px 24px;display:flex;align-items:center;gap:12px;box-shadow:0 1px 2px rgba(0,0,0,.1)}
.logo{font-weight:700;font-size:20px;color:#2d3277}.logo span{color:#009ee3}.test{margin-left:auto;background:#2d3277;color:#fff;border-radius:12px;padding:4px 10px;font-size:12px}
main{max-width:960px;margin:24px auto;padding:0 16px;display:grid;grid-template-columns:1fr 340px;gap:20px}
@media(max-width:768px){main{grid-template-columns:1fr}}
.card{background:#fff;border-radius:6px;box-shadow:0 1px 2px rgba(0,0,0,.12);padding:24px}
h1{font-size:22px;font-weight:600;margin:0 0 16px}h2{font-size:16px;margin:0 0 12px;color:#555}
label{display:block;font-size:13px;color:#666;margin:12px 0 4px}input{width:100%;padding:11px;border:1px solid #bfbfbf;border-radius:6px;font-size:16px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.actions{display:grid;gap:10px;margin-top:22px}button{padding:13px;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer;border:0}
.approve{background:#009ee3;color:#fff}.reject{background:#fff;color:#f23d4f;border:1px solid #f23d4f}.pending{background:#fff;color:#009ee3;border:1px solid #009ee3}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:8px 0;border-bottom:1px solid #eee;vertical-align:top}td.num{text-align:right;white-space:nowrap}
.total td{font-weight:700;font-size:18px;border:0;padding-top:14px}.muted{color:#888;font-size:13px}.note{background:#e8f6fd;border-radius:6px;padding:10px 12px;font-size:13px;margin-top:12px}
.warn{background:#fff4e5}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>
<header><div class="logo">mercado<span>pago</span></div><div class="test">Entorno de pruebas · emulador</div></header>
${body}</body></html>`;
}

function cardFields(email: string): string {
  return `<label for="card_number">Número de tarjeta</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" value="5474 9254 3267 0366" required>
<label for="cardholder">Nombre del titular (como aparece en la tarjeta)</label><input id="cardholder" name="cardholder" value="APRO" required>
<div class="row"><div><label for="expiry">Vencimiento</label><input id="expiry" name="expiry" value="11/30" required></div>
<div><label for="cvv">Código de seguridad</label><input id="cvv" name="cvv" inputmode="numeric" value="123" required></div></div>
<label for="email">E-mail</label><input id="email" name="email" type="email" value="${esc(email)}" required>`;
}

/** OXXO and SPEI, those the preference does not leave out. */
function deferredChoices(pref: PreferenceRecord): string {
  const offered = DEFERRED_METHODS.filter((m) => offersDeferred(pref, m));
  if (offered.length === 0) return '<p class="muted">Esta compra no se puede pagar en efectivo ni por transferencia: paga con tarjeta.</p>';
  const label = { oxxo: 'Pagar en efectivo en OXXO', spei: 'Transferencia SPEI' };
  return `<form method="post" action="pay">
<input type="hidden" name="pref_id" value="${esc(pref.id)}">
<p class="muted">Recibes una referencia para pagar en los próximos 3 días; tu compra queda pendiente hasta que pagues.</p>
<div class="actions">
${offered.map((m) => `<button class="pending" type="submit" name="outcome" value="${m}">${label[m]}</button>`).join('\n')}
</div></form>`;
}

/** Meses sin intereses: the preference's `payment_methods.installments` (1 or none: no choice). */
function installmentsField(pref: PreferenceRecord, total: number): string {
  const max = Number((pref.payment_methods as { installments?: number } | undefined)?.installments ?? 1);
  if (!(max > 1)) return '';
  const options = [1, 3, 6, 9, 12, 18, 24]
    .filter((n) => n <= max)
    .map(
      (n) => `<option value="${n}">${n === 1 ? `1 pago de ${money(total)}` : `${n} meses sin intereses de ${money(total / n)}`}</option>`,
    )
    .join('');
  return `<label for="installments">Meses sin intereses</label><select id="installments" name="installments" style="width:100%;padding:11px;border:1px solid #bfbfbf;border-radius:6px;font-size:16px">${options}</select>`;
}

const LONG_DATE = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Mexico_City',
});

/** The printable OXXO ticket or the SPEI transfer data of a pending payment. */
export function ticketPage(p: PaymentRecord): string {
  const details = (p.transaction_details ?? {}) as { payment_method_reference_id?: string; barcode?: { content?: string } };
  const clabe = (p.point_of_interaction as { transaction_data?: { bank_info?: { collector?: { account_id?: string } } } } | undefined)
    ?.transaction_data?.bank_info?.collector?.account_id;
  const oxxo = p.payment_method_id === 'oxxo';
  const expires = p.date_of_expiration ? LONG_DATE.format(new Date(textOf(p.date_of_expiration))) : '';
  return layout(
    oxxo ? 'Ficha de pago OXXO' : 'Datos para tu transferencia SPEI',
    `<main style="grid-template-columns:1fr"><section class="card"><h1>${oxxo ? 'Ficha de pago en OXXO' : 'Transferencia SPEI'}</h1>
<p>Monto a pagar: <strong data-testid="amount">${money(p.transaction_amount)}</strong></p>
${oxxo ? `<p>Referencia: <strong data-testid="reference">${esc(details.payment_method_reference_id)}</strong></p><p class="muted">Código de barras: ${esc(details.barcode?.content)}</p>` : `<p>CLABE: <strong data-testid="clabe">${esc(clabe)}</strong></p><p>Banco: STP · Referencia: <strong data-testid="reference">${esc(details.payment_method_reference_id)}</strong></p>`}
<p>Fecha límite: <strong>${esc(expires)}</strong></p>
<p class="muted">Estado: ${esc(p.status)} / ${esc(p.status_detail)} · Pago #${p.id}</p>
<p class="note">${oxxo ? 'Muestra esta ficha en la caja de cualquier OXXO y paga en efectivo.' : 'Transfiere el monto exacto desde tu banca en línea a esta CLABE.'}</p></section></main>`,
  );
}

export function checkoutPage(pref: PreferenceRecord, payments: PaymentRecord[]): string {
  const rows = pref.items
    .map(
      (i) =>
        `<tr><td>${esc(i.title)}${i.description ? `<div class="muted">${esc(i.description)}</div>` : ''}<div class="muted">Cantidad: ${i.quantity} × ${money(i.unit_price)}</div></td><td class="num">${money(i.quantity * i.unit_price)}</td></tr>`,
    )
    .join('');
  const shipping = Number((pref.shipments as { cost?: number }).cost ?? 0);
  const total = preferenceTotal(pref);
  const paid = payments.find((p) => p.status === 'approved');
  const email = String((pref.payer as { email?: string }).email ?? '');
  return layout(
    'Pagar — Mercado Pago (emulador)',
    `<main>
<section class="card"><h1>¿Cómo quieres pagar?</h1><h2>Tarjeta de crédito o débito</h2>
${paid ? `<p class="note warn">Esta preferencia ya tiene un pago aprobado (#${paid.id}).</p>` : ''}
<form method="post" action="pay">
<input type="hidden" name="pref_id" value="${esc(pref.id)}">
${cardFields(email)}
${installmentsField(pref, total)}
<p class="note">Tarjeta de prueba: usa cualquier dato; el botón que elijas decide el resultado del pago.</p>
<div class="actions">
<button class="approve" type="submit" name="outcome" value="approved">Aprobar pago · ${money(total)}</button>
<button class="reject" type="submit" name="outcome" value="rejected">Rechazar pago</button>
<button class="pending" type="submit" name="outcome" value="pending">Dejar pendiente</button>
</div></form>
<h2 style="margin-top:28px">Efectivo o transferencia</h2>
${deferredChoices(pref)}</section>
<aside class="card"><h2>Resumen de la compra</h2><table>${rows}
${shipping ? `<tr><td>Envío</td><td class="num">${money(shipping)}</td></tr>` : ''}
<tr class="total"><td>Total</td><td class="num" data-testid="total">${money(total)}</td></tr></table>
<p class="muted">Referencia: ${esc(pref.external_reference)}</p></aside>
</main>`,
  );
}

const PERIOD = (n: number, t: string) => (t === 'months' ? (n === 1 ? 'mensual' : `cada ${n} meses`) : `cada ${n} días`);

export function preapprovalPage(p: PreapprovalRecord): string {
  const ar = p.auto_recurring;
  const amount = Number(ar.transaction_amount ?? 0);
  return layout(
    'Suscribirme — Mercado Pago (emulador)',
    `<main>
<section class="card"><h1>Confirma tu suscripción</h1><h2>Tarjeta de crédito o débito</h2>
${p.status !== 'pending' ? `<p class="note warn">Esta suscripción está en estado «${esc(p.status)}».</p>` : ''}
<form method="post" action="checkout/confirm">
<input type="hidden" name="preapproval_id" value="${esc(p.id)}">
${cardFields(p.payer_email)}
<div class="actions">
<button class="approve" type="submit" name="outcome" value="authorized">Autorizar suscripción · ${money(amount)}</button>
<button class="reject" type="submit" name="outcome" value="rejected">Rechazar pago</button>
<button class="pending" type="submit" name="outcome" value="cancelled">Cancelar suscripción</button>
</div></form></section>
<aside class="card"><h2>Resumen</h2><table>
<tr><td>${esc(p.reason)}</td><td class="num">${money(amount)}</td></tr>
<tr><td>Frecuencia</td><td class="num">${esc(PERIOD(Number(ar.frequency ?? 1), String(ar.frequency_type ?? 'months')))}</td></tr>
<tr class="total"><td>Total</td><td class="num">${money(amount)}</td></tr></table>
<p class="muted">Referencia: ${esc(p.external_reference)}</p></aside>
</main>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return layout(
    title,
    `<main style="grid-template-columns:1fr"><section class="card"><h1>${esc(title)}</h1><p>${esc(text)}</p>${link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}</section></main>`,
  );
}

export function indexPage(prefs: PreferenceRecord[], payments: PaymentRecord[], preapprovals: PreapprovalRecord[]): string {
  const prefRows = prefs
    .slice(-50)
    .reverse()
    .map(
      (p) =>
        `<tr><td><a href="${esc(p.init_point)}">${esc(p.id)}</a></td><td>${esc(p.external_reference)}</td><td class="num">${money(preferenceTotal(p))}</td></tr>`,
    )
    .join('');
  const payRows = payments
    .slice(-50)
    .reverse()
    .map(
      (p) =>
        `<tr><td>${p.id}</td><td>${esc(p.external_reference)}</td><td>${esc(p.status)} / ${esc(p.status_detail)}</td><td class="num">${money(p.transaction_amount)}</td></tr>`,
    )
    .join('');
  const preRows = preapprovals
    .slice(-50)
    .reverse()
    .map(
      (p) =>
        `<tr><td><a href="${esc(p.init_point)}">${esc(p.id)}</a></td><td>${esc(p.external_reference)}</td><td>${esc(p.status)}</td></tr>`,
    )
    .join('');
  return layout(
    'Emulador de Mercado Pago',
    `<main style="grid-template-columns:1fr"><section class="card"><h1>Emulador de Mercado Pago</h1>
<h2>Preferencias</h2><table>${prefRows || '<tr><td class="muted">Ninguna</td></tr>'}</table>
<h2 style="margin-top:20px">Pagos</h2><table>${payRows || '<tr><td class="muted">Ninguno</td></tr>'}</table>
<h2 style="margin-top:20px">Suscripciones (preapprovals)</h2><table>${preRows || '<tr><td class="muted">Ninguna</td></tr>'}</table></section></main>`,
  );
}
