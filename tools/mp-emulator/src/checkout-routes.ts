import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Emulator } from './emulator';
import { offersDeferred } from './deferred';
import { checkoutPage, indexPage, messagePage, preapprovalPage, ticketPage } from './pages';
import type { PaymentStatus } from './types';

type Form = Record<string, string | undefined>;

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const OUTCOMES: PaymentStatus[] = ['approved', 'rejected', 'pending'];

/**
 * The hosted pages a person sees: the Checkout Pro page at each preference's `init_point`
 * (items, total, a test card, approve / reject / leave pending) and the preapproval page at each
 * preapproval's `init_point`. Choosing creates the payment, sends the signed webhook, then
 * redirects to the back URL with Mercado Pago's query parameters.
 */
export function registerCheckoutRoutes(app: FastifyInstance, emulator: Emulator) {
  app.get('/', async (_req, reply) =>
    html(reply, indexPage(emulator.store.list('preferences'), emulator.store.list('payments'), emulator.store.list('preapprovals'))),
  );

  app.get('/checkout/v1/redirect', async (req: FastifyRequest, reply: FastifyReply) => {
    const id = (req.query as Form).pref_id ?? '';
    const pref = emulator.store.get('preferences', id);
    if (!pref)
      return html(
        reply,
        messagePage('Preferencia no encontrada', 'No encontramos este pago. Vuelve a la tienda e inténtalo de nuevo.'),
        404,
      );
    return html(reply, checkoutPage(pref, emulator.store.list('payments', { preference_id: pref.id })));
  });

  app.post('/checkout/v1/pay', async (req: FastifyRequest, reply: FastifyReply) => {
    const form = (req.body ?? {}) as Form;
    const pref = emulator.store.get('preferences', form.pref_id ?? '');
    if (!pref) return html(reply, messagePage('Preferencia no encontrada', 'No encontramos este pago.'), 404);
    const method = form.outcome === 'oxxo' || form.outcome === 'spei' ? form.outcome : undefined;
    if (method && !offersDeferred(pref, method))
      return html(
        reply,
        messagePage('Método no disponible', 'Esta compra no se puede pagar en efectivo ni por transferencia: paga con tarjeta.'),
        400,
      );
    const status = method ? 'pending' : OUTCOMES.includes(form.outcome as PaymentStatus) ? (form.outcome as PaymentStatus) : 'approved';
    const installments = Number(form.installments ?? 1);
    const { payment } = await emulator.payPreference(pref.id, status, {
      card: { number: form.card_number, holder: form.cardholder },
      method,
      installments: Number.isInteger(installments) && installments > 1 ? installments : undefined,
    });
    const back = emulator.backUrl(pref, payment);
    if (back) return reply.redirect(back, 303);
    const text =
      status === 'approved'
        ? '¡Listo! Se acreditó tu pago.'
        : status === 'rejected'
          ? 'Tu pago fue rechazado.'
          : 'Tu pago quedó pendiente.';
    return html(reply, messagePage('Resultado del pago', `${text} Pago #${payment.id}.`));
  });

  /** The printable OXXO ticket or SPEI instructions of a pending payment (transaction_details.external_resource_url). */
  app.get('/tickets/:id', async (req: FastifyRequest, reply: FastifyReply) => {
    const payment = emulator.store.get('payments', Number((req.params as { id: string }).id));
    if (!payment || payment.payment_type_id === 'credit_card')
      return html(reply, messagePage('Ficha no encontrada', 'No encontramos esta ficha de pago.'), 404);
    return html(reply, ticketPage(payment));
  });

  app.get('/subscriptions/checkout', async (req: FastifyRequest, reply: FastifyReply) => {
    const id = (req.query as Form).preapproval_id ?? '';
    const pre = emulator.store.get('preapprovals', id);
    if (!pre) return html(reply, messagePage('Suscripción no encontrada', 'No encontramos esta suscripción.'), 404);
    return html(reply, preapprovalPage(pre));
  });

  app.post('/subscriptions/checkout/confirm', async (req: FastifyRequest, reply: FastifyReply) => {
    const form = (req.body ?? {}) as Form;
    const pre = emulator.store.get('preapprovals', form.preapproval_id ?? '');
    if (!pre) return html(reply, messagePage('Suscripción no encontrada', 'No encontramos esta suscripción.'), 404);
    const decision = form.outcome === 'rejected' ? 'rejected' : form.outcome === 'cancelled' ? 'cancelled' : 'authorized';
    const { preapproval } = await emulator.decidePreapproval(pre.id, decision, {
      card: { number: form.card_number, holder: form.cardholder },
    });
    return reply.redirect(emulator.preapprovalBackUrl(preapproval), 303);
  });
}
