import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { NotificationsModule } from '@kukki/notifications';
import { startApi, type ApiHarness } from '../testing';

jest.setTimeout(60_000);

const VERIFY_TOKEN = 'token-de-verificacion-kukki';
const APP_SECRET = 'secreto-de-la-app-de-meta';

/** A Cloud API notification of one text message, as Meta sends it (Mexican mobiles as 521 + ten digits). */
const notification = (from: string, body: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Ana' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
                  timestamp: '1749416383',
                  type: 'text',
                  text: { body },
                },
              ],
            },
          },
        ],
      },
    ],
  });

const signed = (raw: string, secret = APP_SECRET) => ({
  'content-type': 'application/json',
  'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
});

describe.each(COMPOSITIONS)('the WhatsApp Business Cloud API webhook (%s)', (kind) => {
  let api: ApiHarness;
  const optedOut = async () =>
    rowsOf<{ phone: string }>(
      await api.composition.runtime
        .database('notifications')
        .db.execute(sql`select phone from notifications.whatsapp_opt_outs order by phone`),
    ).map((r) => r.phone);

  beforeAll(async () => {
    api = await startApi(kind, [['notifications', (rt) => NotificationsModule.forRoot(rt, {})]], {
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_APP_SECRET: APP_SECRET,
    });
  });
  afterAll(() => api?.close());

  it('answers the subscription check with its challenge only for the right token', async () => {
    const ok = await api.get(`/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok).toMatchObject({ status: 200, body: 1158201444 });
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await api.get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1');
    expect(wrong).toMatchObject({ status: 403, body: { message: 'El token de verificación de WhatsApp no coincide' } });
  });

  it('takes a signed «BAJA» (the phone in E.164) and refuses a post whose signature does not cover its bytes', async () => {
    const raw = notification('5215512345678', ' Baja ');
    const forged = await api.post('/api/webhooks/whatsapp', raw, signed(raw, 'otro-secreto'));
    expect(forged).toMatchObject({ status: 401, body: { message: 'La firma de WhatsApp no es válida' } });
    // The same JSON with other spacing is other bytes: its signature is not this one.
    const respaced = JSON.stringify(JSON.parse(raw), null, 1);
    expect((await api.post('/api/webhooks/whatsapp', respaced, signed(raw))).status).toBe(401);
    expect((await api.post('/api/webhooks/whatsapp', raw, { 'content-type': 'application/json' })).status).toBe(401);
    expect(await optedOut()).not.toContain('+525512345678');

    const taken = await api.post('/api/webhooks/whatsapp', raw, signed(raw));
    expect(taken).toMatchObject({ status: 200, body: { received: true, optedOut: 1 } });
    expect(await optedOut()).toContain('+525512345678');
    const other = notification('525587654321', '¿A qué hora llega?');
    expect(await api.post('/api/webhooks/whatsapp', other, signed(other))).toMatchObject({ status: 200, body: { optedOut: 0 } });
    expect(await optedOut()).not.toContain('+525587654321');
  });
});

describe('the WhatsApp webhook of a shop without its settings', () => {
  it('is 404 in Spanish', async () => {
    const api = await startApi('embedded', []);
    try {
      const res = await api.get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1');
      expect(res).toMatchObject({ status: 404, body: { message: 'Esta tienda no recibe mensajes de WhatsApp' } });
      expect((await api.post('/api/webhooks/whatsapp', '{}', { 'content-type': 'application/json' })).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
