import type { TemplateName } from '../render/template-store';

/** An e-mail before rendering: which template, to whom, with which values. */
export interface EmailDraft {
  template: TemplateName;
  to: string;
  view: Record<string, unknown>;
  replyTo?: string;
  /** Set when the e-mail must go once per business fact whatever the event (e.g. one paid alert per order). */
  idempotencyKey?: string;
}

export interface EmailContext {
  /** The shop's public address, for links (PUBLIC_URL). */
  publicUrl: string;
  /** Where contact messages go (SHOP_INBOX). */
  shopInbox: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (s: unknown): s is string => typeof s === 'string' && EMAIL.test(s.trim());

/** One e-mail to `address` when it is a usable address (trimmed), none otherwise; the view is built only then. */
export function emailTo(template: TemplateName, address: string | null | undefined, view: () => Record<string, unknown>): EmailDraft[] {
  return isEmail(address) ? [{ template, to: address.trim(), view: view() }] : [];
}
