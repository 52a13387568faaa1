import fs from 'node:fs';
import path from 'node:path';
import { renderTemplate } from './engine';

/** Where the editable e-mail files live: services/notifications/templates (next to src/ and dist/). */
export const TEMPLATES_DIR = path.resolve(__dirname, '..', '..', 'templates');

export const TEMPLATE_NAMES = [
  'order-received',
  'order-paid',
  'payment-rejected',
  'order-cooking',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'order-refunded',
  'payment-mismatch',
  'factura-requested',
  'welcome',
  'account-updated',
  'password-reset',
  'password-changed',
  'email-changed',
  'subscription-enrolled',
  'subscription-activated',
  'subscription-cancelled',
  'subscription-delivery',
  'contact-inbox',
  'contact-ack',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Shop details every template may use ({{shop.name}}, {{shop.url}}…). */
export interface ShopView {
  name: string;
  url: string;
  catalogueUrl: string;
  contactUrl: string;
  email: string;
  year: number;
}

/**
 * Reads the template files each time it renders, so an edited file is used by the next e-mail
 * without a restart. Each e-mail is `<name>/subject.txt`, `<name>/body.html`, `<name>/body.txt`,
 * wrapped in `layout.html` / `layout.txt`; shared pieces are in `partials/`.
 */
export class TemplateStore {
  constructor(
    private readonly shop: ShopView,
    readonly dir: string = TEMPLATES_DIR,
  ) {}

  private read(file: string): string {
    return fs.readFileSync(path.join(this.dir, file), 'utf8');
  }

  render(name: TemplateName, view: Record<string, unknown>): RenderedEmail {
    const data = { shop: this.shop, ...view };
    const htmlPartials = (p: string) => this.read(`partials/${p}.html`);
    const textPartials = (p: string) => this.read(`partials/${p}.txt`);
    const subject = renderTemplate(this.read(`${name}/subject.txt`), data, 'text', `${name}/subject.txt`)
      .replace(/\s+/g, ' ')
      .trim();
    const bodyHtml = renderTemplate(this.read(`${name}/body.html`), data, 'html', `${name}/body.html`, htmlPartials);
    const bodyText = renderTemplate(this.read(`${name}/body.txt`), data, 'text', `${name}/body.txt`, textPartials);
    const frame = { ...data, title: subject, preheader: (view.preheader as string | undefined) ?? subject };
    return {
      subject,
      html: renderTemplate(this.read('layout.html'), { ...frame, content: bodyHtml }, 'html', 'layout.html'),
      text: tidyText(renderTemplate(this.read('layout.txt'), { ...frame, content: bodyText.trim() }, 'text', 'layout.txt')),
    };
  }
}

/** No runs of blank lines left by empty sections. */
const tidyText = (s: string) =>
  s
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim() + '\n';
