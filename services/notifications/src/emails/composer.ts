import { newId, type RateLimiter } from '@kukki/platform';
import type { Logger } from 'pino';
import type { NewEmailRow } from '../emails.repository';
import type { RenderedEmail, TemplateName, TemplateStore } from '../render/template-store';
import type { EmailDraft } from './draft';

/** `<source id>:<template>:<recipient>`: one e-mail per event, template and person, ever. */
export const idempotencyKey = (sourceId: string, template: string, to: string) => `${sourceId}:${template}:${to.trim().toLowerCase()}`;

/**
 * E-mails that anybody can make the shop send to any address (a guest order or an enrolment with a typed
 * e-mail, the contact acknowledgement, a password-reset link): at most `perHour` of them reach one
 * recipient in an hour (orders, contact acknowledgements, enrolments). Guest order confirmations count in
 * a bucket of their own, so messages sent in someone's name never use up the confirmations of her own
 * orders; a signed-in customer's are not counted (the account vouches for the address).
 */
export const GUEST_TRIGGERED_TEMPLATES: ReadonlySet<string> = new Set(['contact-ack', 'subscription-enrolled', 'password-reset']);

/** The hourly bucket a row counts in, or null when it is not guest-triggered. */
function recipientBucket(row: { template: string; view?: unknown }): 'guest' | 'orders' | null {
  if (GUEST_TRIGGERED_TEMPLATES.has(row.template)) return 'guest';
  return row.template === 'order-received' && (row.view as { guest?: unknown } | undefined)?.guest === true ? 'orders' : null;
}

export interface RecipientLimit {
  limiter: RateLimiter;
  /** Counter namespace (a composition with its own event stream gets its own counters). */
  prefix: string;
  perHour: number;
}

/** Turns drafts into e-mail rows, rendered now; a template that fails to render gives a failed row an operator can see. */
export class EmailComposer {
  constructor(
    private readonly templates: TemplateStore,
    private readonly logger: Logger,
    private readonly recipientLimit?: RecipientLimit,
  ) {}

  /**
   * Drops the guest-triggered rows whose recipient already got `perHour` of them this hour (counted
   * atomically, shared by every replica); every other e-mail passes.
   */
  private async withinRecipientLimit<R extends { template: string; to: string; view?: unknown }>(rows: R[]): Promise<R[]> {
    const limit = this.recipientLimit;
    if (!limit) return rows;
    const kept: R[] = [];
    for (const row of rows) {
      const bucket = recipientBucket(row);
      if (!bucket) {
        kept.push(row);
        continue;
      }
      const recipient = row.to.trim().toLowerCase();
      const key = bucket === 'guest' ? `${limit.prefix}mail-to:${recipient}` : `${limit.prefix}mail-to:${bucket}:${recipient}`;
      const { allowed } = await limit.limiter.hit(key, limit.perHour, 60 * 60_000);
      if (allowed) kept.push(row);
      else this.logger.warn({ template: row.template }, 'recipient already got its guest-triggered e-mails this hour; not sent');
    }
    return kept;
  }

  /** The rows of a source's drafts, rendered, less those over a recipient's hourly limit. */
  prepare(drafts: EmailDraft[], source: { type: string; id: string }): Promise<NewEmailRow[]> {
    return this.withinRecipientLimit(this.compose(drafts, source));
  }

  render(template: TemplateName, view: Record<string, unknown>): RenderedEmail {
    return this.templates.render(template, view);
  }

  compose(drafts: EmailDraft[], source: { type: string; id: string }): NewEmailRow[] {
    return drafts.map((d) => {
      const base = {
        id: newId(),
        idempotencyKey: d.idempotencyKey ?? idempotencyKey(source.id, d.template, d.to),
        template: d.template,
        source: source.type,
        sourceId: source.id,
        to: d.to.trim(),
        replyTo: d.replyTo ?? null,
        view: d.view,
      };
      try {
        return { ...base, ...this.render(d.template, d.view), status: 'pending' as const };
      } catch (err) {
        this.logger.error({ err, template: d.template, source }, 'e-mail template failed to render');
        return {
          ...base,
          subject: `[${d.template}]`,
          html: '',
          text: '',
          status: 'failed' as const,
          lastError: `No se pudo preparar el correo: ${(err as Error).message}`,
        };
      }
    });
  }
}
