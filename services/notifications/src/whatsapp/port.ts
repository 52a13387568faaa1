/** One WhatsApp template message, as the dispatcher hands it to an adapter. */
export interface WhatsAppMessage {
  /** Stable per message (event id + template): a retried send is the same message. */
  idempotencyKey: string;
  /** E.164, e.g. +525512345678. */
  to: string;
  /** The approved template's name (WhatsApp Business). */
  template: string;
  /** The template's body parameters, in order. */
  params: string[];
  /** The message as the customer reads it (the development twin shows it). */
  text: string;
}

/** Where order updates by WhatsApp go: the Business Cloud API, or the development twin. */
export interface WhatsAppSender {
  readonly kind: 'cloud-api' | 'dev-twin';
  /** Throws when the message was not accepted (the dispatcher tries again). */
  send(message: WhatsAppMessage): Promise<void>;
}
