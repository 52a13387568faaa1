import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { CONTACT_UNNAMED_COMPANY, EVENTS } from '@kukki/contracts';
import { EmailComposer } from './emails/composer';
import { contactEmails } from './emails/contact-emails';
import { draftsForEvent } from './emails/event-emails';
import { writeEmailPreviews } from './testing/email-previews';
import { SAMPLE_EVENTS, sampleEvent, sampleOrder } from './testing/email-samples';
import { blockPartial, renderTemplate, TemplateSyntaxError } from './render/engine';
import { longDate, money } from './render/format';
import { TEMPLATE_NAMES, TEMPLATES_DIR, TemplateStore } from './render/template-store';

const shop = {
  name: 'Kukki',
  url: 'http://localhost:8080',
  catalogueUrl: 'http://localhost:8080/catalogo',
  contactUrl: 'http://localhost:8080/contacto',
  email: 'hola@kukki.mx',
  year: 2025,
};
const ctx = { publicUrl: 'http://localhost:8080', shopInbox: 'hola@kukki.mx' };
const store = new TemplateStore(shop);

function renderEvent(type: keyof typeof SAMPLE_EVENTS) {
  const drafts = draftsForEvent(sampleEvent(type), ctx);
  return drafts.map((d) => ({ draft: d, ...store.render(d.template, d.view) }));
}

it('a single box (Kukki Única) is «tu caja», not «tu primera caja»', () => {
  const activated = (months: number, period: string) => {
    const event = sampleEvent(EVENTS.enrolmentActivated, {
      enrollment: {
        ...(SAMPLE_EVENTS[EVENTS.enrolmentActivated] as { enrollment: object }).enrollment,
        plan: { name: 'Kukki Única', amount: 499, period, months },
      },
    });
    const [draft] = draftsForEvent(event, ctx);
    return store.render(draft.template, draft.view);
  };
  for (const part of ['html', 'text'] as const) {
    expect(activated(1, 'Único')[part]).toContain('Tu caja llega el');
    expect(activated(1, 'Único')[part]).not.toContain('primera caja');
    expect(activated(3, 'Trimestral')[part]).toContain('Tu primera caja llega el');
    expect(activated(1, 'Mensual')[part]).toContain('Tu primera caja llega el');
  }
});

function expectClean(mail: { subject: string; html: string; text: string }) {
  for (const part of [mail.subject, mail.html, mail.text]) {
    expect(part).not.toMatch(/\{\{|\}\}/);
    expect(part).not.toMatch(/undefined|null|NaN|\[object Object\]/);
  }
  expect(mail.subject.length).toBeGreaterThan(5);
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).toContain('<html lang="es">');
  expect(mail.html).toContain('name="viewport"');
  expect(mail.text).toContain('Kukki');
}

describe('template engine', () => {
  it('escapes values in HTML, not in text, and supports sections, inverted sections and dotted paths', () => {
    const view = { name: '<b>Ana</b> & co', items: [{ t: 'a' }, { t: 'b' }], none: [], o: { x: 1 } };
    const src = '{{name}}|{{{name}}}|{{#items}}[{{t}}]{{/items}}|{{^none}}vacío{{/none}}|{{o.x}}|{{! nota }}{{missing}}';
    expect(renderTemplate(src, view, 'html')).toBe('&lt;b&gt;Ana&lt;/b&gt; &amp; co|<b>Ana</b> & co|[a][b]|vacío|1|');
    expect(renderTemplate(src, view, 'text')).toBe('<b>Ana</b> & co|<b>Ana</b> & co|[a][b]|vacío|1|');
  });

  it('reports unbalanced sections', () => {
    expect(() => renderTemplate('{{#a}}x', {}, 'text')).toThrow(TemplateSyntaxError);
    expect(() => renderTemplate('{{/a}}', {}, 'text')).toThrow(TemplateSyntaxError);
  });

  it('a block partial wraps its block, escaped in the context of the block ({{.}} is the enclosing value)', () => {
    const button = blockPartial('<a href="{{.}}">{{{content}}}</a>\n');
    const view = { button, url: 'https://kukki.mx/?a=1&b=2', who: '<Ana>' };
    expect(renderTemplate('{{#url}}{{#button}}Hola {{who}}{{/button}}{{/url}}', view, 'html')).toBe(
      '<a href="https://kukki.mx/?a=1&amp;b=2">Hola &lt;Ana&gt;</a>',
    );
    expect(renderTemplate('{{#url}}{{#button}}x{{/button}}{{/url}}', { button, url: '' }, 'html')).toBe('');
    expect(() => blockPartial('<a>sin contenido</a>')).toThrow(TemplateSyntaxError);
  });

  it('reads and parses the files once, when the store is built: rendering touches no file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-'));
    fs.cpSync(TEMPLATES_DIR, dir, { recursive: true });
    const loaded = new TemplateStore(shop, dir);
    const [draft] = draftsForEvent(sampleEvent(EVENTS.userSignedUp), ctx);
    const expected = store.render(draft.template, draft.view);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(loaded.render(draft.template, draft.view)).toEqual(expected);
  });

  it('formats money es-MX and dates in Spanish (calendar days stay on their day)', () => {
    expect(money(1234.5)).toBe('$1,234.50');
    expect(longDate('2025-11-15')).toBe('sábado, 15 de noviembre de 2025');
    // 05:00 UTC on the 15th is still the 14th in Mexico City.
    expect(longDate('2025-11-15T05:00:00.000Z')).toBe('viernes, 14 de noviembre de 2025');
  });
});

describe('every e-mail renders with sample data', () => {
  it('has the three files for every template', () => {
    for (const name of TEMPLATE_NAMES) {
      for (const file of ['subject.txt', 'body.html', 'body.txt']) expect(fs.existsSync(path.join(TEMPLATES_DIR, name, file))).toBe(true);
    }
  });

  it('order received: items, picks, totals, delivery date, gift note and the payment link for a guest', () => {
    const [mail] = renderEvent(EVENTS.orderCreated);
    expectClean(mail);
    expect(mail.draft.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Recibimos tu orden No. K-000042 🍪');
    const shown = [
      'Caja mediana',
      'Alfajores mini, Besos de coco, Galletas de churro',
      '$1,246.50',
      '$934.87',
      '-$311.63',
      'Descuento de primera compra (25 %)',
      'Gratis',
      'sábado, 15 de noviembre de 2025',
      'Roma Norte',
      'Feliz cumpleaños, Mariana!',
      'Realiza tu pago',
      'invitado',
    ];
    for (const part of [mail.html, mail.text]) for (const text of shown) expect(part).toContain(text);
    expect(mail.html).toContain('href="http://localhost:8080/order/65a1b2c3d4e5f6a7b8c9d0e1?token=secreto"');
    expect(mail.text).toContain('http://localhost:8080/order/65a1b2c3d4e5f6a7b8c9d0e1?token=secreto');
  });

  it('a box lists its contents under «Caja con:», a chocolate its kind under «Tipo:», as the order page does', () => {
    const base = sampleOrder();
    const chocolate = {
      ...base.items[1],
      title: 'Chocolates artesanales',
      category_id: 'chocolates',
      description: 'Caja con: Amargo, Blanco',
    };
    const order = sampleOrder({ items: [base.items[0], chocolate] });
    const [mail] = draftsForEvent(sampleEvent(EVENTS.orderCreated, { order, orderUrl: '/order/x' }), ctx).map((d) =>
      store.render(d.template, d.view),
    );
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Caja con: Alfajores mini, Besos de coco, Galletas de churro');
      expect(part).toContain('Tipo: Amargo, Blanco');
      expect(part).not.toContain('Caja con: Amargo');
    }
  });

  it('the refund that completes partial ones names its own amount and the total given back', () => {
    const refunds = [
      { id: 'r1', amount: 100, at: '2026-11-27T16:00:00.000Z' },
      { id: 'r2', amount: 1010, at: '2026-11-27T16:05:00.000Z' },
    ];
    const order = sampleOrder({ status: 'reembolsada', totalPrice: 1110, refunds });
    const [draft] = draftsForEvent(sampleEvent(EVENTS.orderRefunded, { order, orderUrl: '/order/x' }), ctx);
    const mail = store.render(draft.template, draft.view);
    expectClean(mail);
    expect(mail.text).toContain('hicimos el último reembolso, de $1,010.00, del pago de tu orden No. K-000042');
    expect(mail.text).toContain('con él te reembolsamos en total $1,110.00 (2 reembolsos)');
    expect(mail.text).not.toContain('reembolsamos el pago de tu orden No. K-000042 por');
  });

  it('a cancelled order that waited for an OXXO ticket or a SPEI transfer says that reference is not to be paid', () => {
    const cancelled = (voidedPayment: unknown) => {
      const event = sampleEvent(EVENTS.orderCancelled, {
        order: sampleOrder({ status: 'cancelada' }),
        orderUrl: '/order/x',
        voidedPayment,
      });
      const [draft] = draftsForEvent(event, ctx);
      const mail = store.render(draft.template, draft.view);
      expectClean(mail);
      return mail;
    };
    const oxxo = cancelled({ method: 'oxxo', reference: '93000123456789' });
    expect(oxxo.text).toContain('La ficha de pago OXXO con referencia 93000123456789 ya no es válida: por favor no la pagues.');
    expect(oxxo.html).toContain('La ficha de pago OXXO con referencia <strong>93000123456789</strong> ya no es válida');
    expect(oxxo.text).not.toContain('SPEI');
    const spei = cancelled({ method: 'spei', reference: '4567' });
    expect(spei.text).toContain('La referencia de transferencia SPEI 4567 ya no es válida: por favor no transfieras.');
    expect(spei.text).not.toContain('OXXO');
    for (const none of [null, undefined]) expect(cancelled(none).text).not.toMatch(/ya no es válida/);
  });

  it('a registered user is not told to keep the link as a guest', () => {
    const drafts = draftsForEvent(
      sampleEvent(EVENTS.orderCreated, { order: sampleOrder({ user: '65a1b2c3d4e5f6a7b8c9d0ff' }), orderUrl: '/order/x' }),
      ctx,
    );
    const mail = store.render(drafts[0].template, drafts[0].view);
    expect(mail.html).not.toContain('invitado');
    expect(mail.html).toContain('href="http://localhost:8080/order/x"');
  });

  it.each([
    [EVENTS.orderPaid, '¡Pago aprobado! Tu orden No. K-000042 está confirmada', 'Referencia de pago: 1234567890'],
    [EVENTS.orderPaymentRejected, 'No pudimos procesar el pago de tu orden No. K-000042', 'fue rechazado'],
    [EVENTS.orderCancelled, 'Tu orden No. K-000042 fue cancelada', 'Cambio de planes'],
    [EVENTS.orderRefunded, 'Reembolsamos tu orden No. K-000042', 'reembolsamos el pago de tu orden'],
    [EVENTS.orderPaymentMismatch, 'Revisar pago: el monto no coincide con la orden No. K-000042', '$1.00 MXN'],
    [EVENTS.facturaRequested, 'Solicitud de factura: orden No. K-000042 (KUK010203AB1)', '601 – General de Ley Personas Morales'],
    [EVENTS.orderStatusChanged, 'Tu orden No. K-000042 ya se está cocinando 👩‍🍳', 'ya está en nuestra cocina'],
    [EVENTS.userSignedUp, '¡Bienvenido a Kukki, Carla! Tu 25 % de descuento te espera', '25 %'],
    [EVENTS.userUpdated, 'Actualizamos la información de tu cuenta', 'no reconoces este cambio'],
    [EVENTS.passwordResetRequested, 'Restablece tu contraseña de Kukki', 'http://localhost:8080/reset-password?token=abc123'],
    [EVENTS.passwordChanged, 'Tu contraseña cambió', '14 de noviembre de 2025 a las 14:00'],
    [EVENTS.emailChanged, 'El correo de tu cuenta de Kukki cambió', 'carla.nueva@example.com'],
    [EVENTS.enrolmentCreated, 'Tu suscripción Dulce mes está casi lista', 'Proceder al pago'],
    [EVENTS.enrolmentActivated, '¡Tu suscripción Dulce mes está activa!', 'domingo, 30 de noviembre de 2025'],
    [EVENTS.enrolmentCancelled, 'Tu suscripción Dulce mes terminó', 'no se harán más cargos'],
    [EVENTS.enrolmentPaymentRejected, 'No pudimos cobrar tu suscripción Dulce mes', 'Mercado Pago no aprobó el pago de tu suscripción'],
    [EVENTS.enrolmentPaymentRefunded, 'Te devolvimos tu pago de la suscripción Dulce mes', 'Te lo devolvimos completo'],
    [EVENTS.enrolmentRenewalRejected, 'No pudimos cobrar el mes de tu suscripción Dulce mes', 'volverá a intentar el cobro'],
    [EVENTS.deliveryScheduled, 'Tu caja de postres del mes llega el lunes, 15 de diciembre de 2025', '$1,299.00'],
  ])('%s', (type, subject, content) => {
    const mails = renderEvent(type as keyof typeof SAMPLE_EVENTS).filter((m) => m.draft.template !== 'order-paid-shop');
    expect(mails).toHaveLength(1);
    expectClean(mails[0]);
    expect(mails[0].subject).toBe(subject);
    expect(mails[0].html).toContain(content.replace(/&/g, '&amp;'));
    expect(mails[0].text).toContain(content);
  });

  it('«Restablecer mi contraseña» leads to the login page with its forgotten-password form open', () => {
    const [mail] = renderEvent(EVENTS.passwordChanged);
    expect(mail.html).toContain('href="http://localhost:8080/login?recuperar"');
    expect(mail.text).toContain('Restablecer mi contraseña: http://localhost:8080/login?recuperar');
  });

  it('a cancelled subscription says whether its paid box still ships, as /misuscripcion does', () => {
    const sample = SAMPLE_EVENTS[EVENTS.enrolmentCancelled] as { enrollment: Record<string, unknown> };
    const render = (nextDelivery: string | null, boxesLeft?: number) => {
      const [draft] = draftsForEvent(
        sampleEvent(EVENTS.enrolmentCancelled, { enrollment: { ...sample.enrollment, nextDelivery }, ...(boxesLeft ? { boxesLeft } : {}) }),
        ctx,
      );
      return store.render(draft.template, draft.view);
    };
    const shipping = render('2025-12-15');
    for (const part of [shipping.html.replace(/<\/?strong>/g, '').replace(/\s+/g, ' '), shipping.text])
      expect(part).toContain('Tu caja ya pagada del lunes, 15 de diciembre de 2025 sí se entrega; después no habrá más entregas.');
    const prepaid = render('2025-12-15', 3);
    for (const part of [prepaid.html.replace(/<\/?strong>/g, '').replace(/\s+/g, ' '), prepaid.text]) {
      expect(part).toContain('Tus 3 cajas ya pagadas se entregan como estaba previsto, la próxima el lunes, 15 de diciembre de 2025.');
      expect(part).not.toContain('después no habrá más entregas');
    }
    const none = render(null);
    for (const part of [none.html.replace(/\s+/g, ' '), none.text]) {
      expect(part).toContain('No habrá más entregas.');
      expect(part).not.toContain('ya pagada');
    }
  });

  it('the payment-approved e-mail links the PDF receipt (with the guest token); the mismatch goes to the shop inbox', () => {
    const [paid] = renderEvent(EVENTS.orderPaid);
    expect(paid.text).toContain('http://localhost:8080/api/orders/65a1b2c3d4e5f6a7b8c9d0e1/receipt.pdf?token=secreto');
    expect(paid.html).toContain('Descargar tu recibo (PDF)');
    const [mismatch] = renderEvent(EVENTS.orderPaymentMismatch);
    expect(mismatch.draft.to).toBe(ctx.shopInbox);
    expect(mismatch.text).toContain('$934.87 MXN');
  });

  it('the enrolment e-mail of a single box (Kukki Única) says «Recibirás», not «Cada mes», and no card is registered', () => {
    const sample = SAMPLE_EVENTS[EVENTS.enrolmentCreated] as { enrollment: Record<string, unknown>; manageUrl: string };
    const render = (plan: Record<string, unknown>) => {
      const event = sampleEvent(EVENTS.enrolmentCreated, {
        ...sample,
        enrollment: { ...sample.enrollment, initPoint: 'https://mp.example/checkout', plan },
      });
      const [draft] = draftsForEvent(event, ctx);
      const { html, text } = store.render(draft.template, draft.view);
      // The HTML's lines are wrapped where the formatter likes: read as a person does, one space between words.
      return { html: html.replace(/\s+/g, ' '), text: text.replace(/\s+/g, ' ') };
    };
    const single = render({ name: 'Kukki Única', amount: 450, period: 'Único', months: 1 });
    const monthly = render({ name: 'Kukki Mensual', amount: 420, period: 'Mensual', months: 1 });
    const sixMonths = render({ name: 'Kukki Semestral', amount: 2400, period: 'Único', months: 6 });
    for (const part of [single.html, single.text]) {
      expect(part).toContain('Recibirás una caja con dos postres distintos');
      expect(part).not.toMatch(/Cada mes|cargo de verificación/);
    }
    for (const part of [monthly.html, monthly.text]) expect(part).toMatch(/Cada mes recibirás[\s\S]*cargo de verificación/);
    for (const part of [sixMonths.html, sixMonths.text]) {
      expect(part).toContain('Cada mes recibirás');
      expect(part).not.toContain('cargo de verificación');
    }
  });

  it('a guest’s enrolment e-mail links to /misuscripcion with the enrolment token, to see, pay or cancel it', () => {
    const [mail] = renderEvent(EVENTS.enrolmentCreated);
    const link = 'http://localhost:8080/misuscripcion?suscripcion=65a1b2c3d4e5f6a7b8c9d0aa&token=capacidad';
    expect(mail.text).toContain(`Ver o cancelar tu suscripción: ${link}`);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it('the e-mail change goes to the previous address', () => {
    const [mail] = renderEvent(EVENTS.emailChanged);
    expect(mail.draft.to).toBe('carla@example.com');
    expect(mail.text).toContain('ya no carla@example.com');
  });

  it('password reset shows the expiry on the clock of Mexico City', () => {
    const [mail] = renderEvent(EVENTS.passwordResetRequested);
    expect(mail.text).toContain('14 de noviembre de 2025 a las 14:00');
  });

  it.each([
    ['enviada', 'order-shipped', 'va en camino'],
    ['entregada', 'order-delivered', 'fue entregada'],
  ])('status %s has its own e-mail', (status, template, subject) => {
    const event = sampleEvent(EVENTS.orderStatusChanged, {
      order: sampleOrder({ status: status as never }),
      orderUrl: '/order/1',
      previousStatus: 'cocinando',
    });
    const [mail] = draftsForEvent(event, ctx).map((d) => ({ draft: d, ...store.render(d.template, d.view) }));
    expect(mail.draft.template).toBe(template);
    expect(mail.subject).toContain(subject);
    expectClean(mail);
  });

  it('a correction back along the timeline sends nothing: «ya se está cocinando» never follows «fue entregada»', () => {
    const back = sampleEvent(EVENTS.orderStatusChanged, {
      order: sampleOrder({ status: 'cocinando' }),
      orderUrl: '/o',
      previousStatus: 'entregada',
    });
    expect(draftsForEvent(back, ctx)).toEqual([]);
    const forward = sampleEvent(EVENTS.orderStatusChanged, {
      order: sampleOrder({ status: 'cocinando' }),
      orderUrl: '/o',
      previousStatus: 'recibida',
    });
    expect(draftsForEvent(forward, ctx).map((d) => d.template)).toEqual(['order-cooking']);
  });

  it('other statuses send nothing (they have their own events)', () => {
    for (const status of ['creada', 'recibida', 'rechazada', 'cancelada']) {
      const drafts = draftsForEvent(
        sampleEvent(EVENTS.orderStatusChanged, { order: sampleOrder({ status: status as never }), orderUrl: '/o', previousStatus: 'x' }),
        ctx,
      );
      expect(drafts).toEqual([]);
    }
  });

  it('contact: shop inbox (reply-to the sender) and acknowledgement; business is a bulk-quote request', () => {
    const general = contactEmails(
      { name: 'Ana López', email: 'ana@example.com', phone: '5512345678', message: 'Hola <3\n¿Hacen pasteles?' },
      new Date('2025-11-14T18:30:00Z'),
      ctx,
    );
    expect(general.map((d) => [d.template, d.to, d.replyTo])).toEqual([
      ['contact-inbox', 'hola@kukki.mx', 'ana@example.com'],
      ['contact-ack', 'ana@example.com', undefined],
    ]);
    const inbox = store.render(general[0].template, general[0].view);
    expectClean(inbox);
    expect(inbox.subject).toBe('Nuevo mensaje de contacto: Ana López');
    expect(inbox.html).toContain('Hola &lt;3');
    expect(inbox.text).toContain('Hola <3\n¿Hacen pasteles?');
    expect(inbox.text).toContain('14 de noviembre de 2025 a las 12:30');
    expect(inbox.text).toContain('Teléfono: +52 55 1234 5678'); // as the dashboard writes it: the number to call back
    const ack = store.render(general[1].template, general[1].view);
    expectClean(ack);
    expect(ack.text).toContain('Hemos recibido tu mensaje, en seguida nos comunicaremos contigo');

    const business = contactEmails(
      { name: 'Luis', email: 'luis@empresa.mx', message: 'Necesitamos 200 cajas', enterprice: 'Empresa S.A.' },
      new Date(),
      ctx,
    );
    const bInbox = store.render(business[0].template, business[0].view);
    expect(bInbox.subject).toBe('Cotización para empresa: Empresa S.A. (Luis)');
    expect(bInbox.text).toContain('más de 20 productos');
    expect(bInbox.text).toContain('Teléfono: —');
    const bAck = store.render(business[1].template, business[1].view);
    expect(bAck.text).toContain('cotización a la medida de tu empresa');

    // The business form without a company name (`enterprice: true`): the inbox names no company.
    const flagged = contactEmails(
      { name: 'Luis', email: 'luis@empresa.mx', message: 'Necesitamos 200 cajas', enterprice: CONTACT_UNNAMED_COMPANY },
      new Date(),
      ctx,
    );
    const fInbox = store.render(flagged[0].template, flagged[0].view);
    expect(fInbox.subject).toBe('Cotización para empresa: Luis');
    expect(fInbox.text).toContain('más de 20 productos');
    for (const part of [fInbox.html, fInbox.text]) expect(part).not.toContain(CONTACT_UNNAMED_COMPANY);
  });

  it('the contact acknowledgement quotes nothing typed in the form: the shop relays no stranger’s text or links', () => {
    const typed = { name: 'Gana dinero en https://x.example', message: 'spam', enterprice: 'Visita https://x.example' };
    const [, ack] = contactEmails({ ...typed, email: 'victima@example.com' }, new Date(), ctx);
    const { subject, html, text } = store.render(ack.template, ack.view);
    expect(`${subject}\n${html}\n${text}`).not.toMatch(/x\.example|Gana dinero|Visita|spam/);
  });

  it('a paid order alerts the shop inbox once per order: «Nueva orden pagada K-… — entrega viernes 27 de noviembre»', () => {
    const paid = SAMPLE_EVENTS[EVENTS.orderPaid] as { order: ReturnType<typeof sampleOrder>; orderUrl: string };
    const order = { ...paid.order, deliveryAddress: { ...paid.order.deliveryAddress, deliveryDate: '2026-11-27' } };
    const first = draftsForEvent(sampleEvent(EVENTS.orderPaid, { ...paid, order }), ctx);
    const again = draftsForEvent(sampleEvent(EVENTS.orderPaid, { ...paid, order }), ctx);
    const alert = first.find((d) => d.template === 'order-paid-shop')!;
    expect(alert.to).toBe('hola@kukki.mx');
    const mail = store.render(alert.template, alert.view);
    expectClean(mail);
    expect(mail.subject).toBe('Nueva orden pagada K-000042 — entrega viernes 27 de noviembre');
    expect(mail.text).toContain('Ver la orden en el panel: http://localhost:8080/admin/dash/ordenes/');
    expect(mail.text).toContain('+52 55 1234 5678'); // the dashboard's way of writing a Mexican number
    // Another event about the same order carries the same key: the e-mails table keeps one.
    expect(again.find((d) => d.template === 'order-paid-shop')!.idempotencyKey).toBe(alert.idempotencyKey);
    expect(draftsForEvent(sampleEvent(EVENTS.orderPaid), { ...ctx, shopInbox: '' }).map((d) => d.template)).toEqual(['order-paid']);
  });

  it('every event type of the contracts has a handler, and a payload without an address gives no e-mail', () => {
    for (const type of Object.values(EVENTS)) {
      expect(draftsForEvent(sampleEvent(type), ctx).length).toBe(type === EVENTS.orderPaid ? 2 : 1); // paid: the buyer's and the shop's alert
      expect(draftsForEvent(sampleEvent(type, {}), ctx)).toEqual([]);
    }
  });

  it('a broken template gives a failed row instead of an exception', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-'));
    fs.cpSync(TEMPLATES_DIR, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'welcome', 'body.html'), '{{#name}}sin cerrar');
    const broken = new EmailComposer(new TemplateStore(shop, dir), pino({ level: 'silent' }));
    const [row] = broken.compose(draftsForEvent(sampleEvent(EVENTS.userSignedUp), ctx), { type: EVENTS.userSignedUp, id: 'e1' });
    expect(row).toMatchObject({ status: 'failed', idempotencyKey: 'e1:welcome:carla@example.com' });
    expect(row.lastError).toMatch(/No se pudo preparar el correo/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('previews', () => {
    const saved = process.env.KUKKI_EMAIL_PREVIEW_DIR;
    afterEach(() => {
      if (saved === undefined) delete process.env.KUKKI_EMAIL_PREVIEW_DIR;
      else process.env.KUKKI_EMAIL_PREVIEW_DIR = saved;
    });

    it('writes a preview of every e-mail into KUKKI_EMAIL_PREVIEW_DIR', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-previews-'));
      process.env.KUKKI_EMAIL_PREVIEW_DIR = dir;
      try {
        const written = writeEmailPreviews(store, ctx);
        expect(fs.readdirSync(dir).sort()).toEqual(TEMPLATE_NAMES.map((name) => `${name}.html`).sort());
        expect(written.map((file) => path.basename(file)).sort()).toEqual(fs.readdirSync(dir).sort());
        const paid = fs.readFileSync(path.join(dir, 'order-paid.html'), 'utf8');
        expect(paid).toContain('K-000042');
        expect(paid).toContain('Kukki');
        for (const file of written) expect(fs.readFileSync(file, 'utf8')).not.toMatch(/{{|}}/);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('writes nothing when KUKKI_EMAIL_PREVIEW_DIR is not set', () => {
      delete process.env.KUKKI_EMAIL_PREVIEW_DIR;
      expect(writeEmailPreviews(store, ctx)).toEqual([]);
    });
  });
});
