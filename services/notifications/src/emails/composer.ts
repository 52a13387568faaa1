import { newId } from '@kukki/platform';
import type { Logger } from 'pino';
import type { NewEmailRow } from '../emails.repository';
import type { RenderedEmail, TemplateName, TemplateStore } from '../render/template-store';
import type { EmailDraft } from './draft';

/** `<source id>:<template>:<recipient>`: one e-mail per event, template and person, ever. */
export const idempotencyKey = (sourceId: string, template: string, to: string) => `${sourceId}:${template}:${to.trim().toLowerCase()}`;

/** Turns drafts into e-mail rows, rendered now; a template that fails to render gives a failed row an operator can see. */
export class EmailComposer {
  constructor(
    private readonly templates: TemplateStore,
    private readonly logger: Logger,
  ) {}

  render(template: TemplateName, view: Record<string, unknown>): RenderedEmail {
    return this.templates.render(template, view);
  }

  compose(drafts: EmailDraft[], source: { type: string; id: string }): NewEmailRow[] {
    return drafts.map((d) => {
      const base = {
        id: newId(),
        idempotencyKey: idempotencyKey(source.id, d.template, d.to),
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
