import type { WhatsAppMessage, WhatsAppSender } from './port';

export interface CloudApiOptions {
  token: string;
  phoneNumberId: string;
  /** Graph API root (tests point it elsewhere). */
  apiUrl?: string;
  /** Template language (es_MX). */
  language?: string;
  fetch?: typeof fetch;
}

/**
 * WhatsApp Business Cloud API: a template message per update
 * (POST {graph}/{phone-number-id}/messages with the bearer token), over HTTPS.
 */
export class CloudApiWhatsAppSender implements WhatsAppSender {
  readonly kind = 'cloud-api' as const;

  constructor(private readonly options: CloudApiOptions) {}

  async send(message: WhatsAppMessage): Promise<void> {
    const root = (this.options.apiUrl ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, '');
    const res = await (this.options.fetch ?? fetch)(`${root}/${encodeURIComponent(this.options.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        biz_opaque_callback_data: message.idempotencyKey,
        template: {
          name: message.template,
          language: { code: this.options.language ?? 'es_MX' },
          components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
        },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`WhatsApp Cloud API answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
}
