// Tests' Mercado Pago: the emulator on a free port, with the MERCADOPAGO_* the payments service reads,
// and the payer's side (pay, authorise, charge again). Under src/testing, so never built.
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { createMpEmulator, type MpEmulatorHandle } from '../plugin';
import { MercadoPagoClient } from '@kukki/platform';

export const EMULATED_ACCESS_TOKEN = 'TEST-emulated-payments-token';
export const EMULATED_PUBLIC_KEY = 'TEST-pk-emulated-payments';
export const SHOP_URL = 'http://tienda.test';

export interface EmulatedPayments {
  /** The emulated Mercado Pago API's base URL (what MERCADOPAGO_API_URL points at). */
  readonly apiUrl: string;
  /** The SDK's client on the emulator (what the payments service uses), to read what it created. */
  readonly client: MercadoPagoClient;
  /** While true, every Mercado Pago call answers 503 (the provider is down). */
  down: boolean;
  /** Every preapproval created so far. */
  preapprovals(): Promise<Array<{ id: string; status: string; external_reference: string }>>;
  /** The control API (POST, or GET without a body); the answer's JSON. */
  control(path: string, body?: unknown): Promise<any>;
  /** A buyer pays a preference (no notification sent): the payment id. */
  pay(preferenceId: string, status?: string, extra?: Record<string, unknown>): Promise<string>;
  /** A payment of `amount` pesos (and `currency`) with `externalReference`, on a preference of its own (a tampered checkout). */
  payOther(externalReference: string, amount: number, currency?: string): Promise<string>;
  /** The subscriber authorises a preapproval: its first charge is approved. Returns that payment's id. */
  authorize(preapprovalId: string): Promise<string>;
  /** The preapproval's status changes at Mercado Pago (paused, cancelled…). */
  setPreapproval(preapprovalId: string, status: 'authorized' | 'paused' | 'cancelled'): Promise<void>;
  /** A later month's charge: the authorized payment's id and the payment's. */
  charge(preapprovalId: string, status?: 'approved' | 'rejected'): Promise<{ authorizedPaymentId: string; paymentId: string }>;
  close(): Promise<void>;
}

/**
 * Starts the emulator on a free port and points MERCADOPAGO_* and PUBLIC_URL at it (restored on
 * close): call before starting the payments service. Nothing is notified by itself; tests send
 * each notification to payments.webhook.notify (or the webhook route) when they choose.
 */
export async function startEmulatedPayments(): Promise<EmulatedPayments> {
  const saved = { ...process.env };
  const handle: MpEmulatorHandle = createMpEmulator({ webhookSecret: 'secret', accessToken: EMULATED_ACCESS_TOKEN, webhookRetriesMs: [] });
  const state = { down: false };
  let server: http.Server | undefined;
  const app: FastifyInstance = Fastify({
    serverFactory: (handler) =>
      (server = http.createServer((req, res) => {
        if (!state.down || req.url?.includes('/__emulator/')) return handler(req, res);
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 503, message: 'Service unavailable' }));
      })),
  });
  await app.register(handle.plugin, { prefix: '/mp' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/mp`;
  Object.assign(process.env, {
    MERCADOPAGO_API_URL: apiUrl,
    MERCADOPAGO_ACCESS_TOKEN: EMULATED_ACCESS_TOKEN,
    MERCADOPAGO_PUBLIC_KEY: EMULATED_PUBLIC_KEY,
    MERCADOPAGO_WEBHOOK_SECRET: 'secret',
    PUBLIC_URL: SHOP_URL,
  });
  const client = MercadoPagoClient.fromEnv();

  const control = async (path: string, body?: unknown) => {
    const res = await fetch(`${apiUrl}/__emulator${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`emulator ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  return {
    apiUrl,
    client,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    control,
    preapprovals: () => control('/preapprovals'),
    async pay(preferenceId, status = 'approved', extra = {}) {
      const paid = await control('/payments', { preference_id: preferenceId, status, notify: false, ...extra });
      return String(paid.id);
    },
    async payOther(externalReference, amount, currency = 'MXN') {
      const pref = await client.createPreference({
        items: [{ id: 'x', title: 'Otro cobro', quantity: 1, unit_price: amount, currency_id: currency }],
        external_reference: externalReference,
      });
      const paid = await control('/payments', { preference_id: pref.id, status: 'approved', notify: false });
      return String(paid.id);
    },
    async authorize(preapprovalId) {
      const decided = await control('/preapprovals', { preapproval_id: preapprovalId, status: 'authorized', notify: false });
      return String(decided.payment.id);
    },
    async setPreapproval(preapprovalId, status) {
      await control('/preapprovals', { preapproval_id: preapprovalId, status, notify: false });
    },
    async charge(preapprovalId, status = 'approved') {
      const charged = await control(`/preapprovals/${preapprovalId}/charges`, { status, notify: false });
      return { authorizedPaymentId: String(charged.authorized_payment.id), paymentId: String(charged.payment.id) };
    },
    async close() {
      handle.close();
      server?.closeAllConnections();
      await app.close();
      process.env = saved;
    },
  };
}
