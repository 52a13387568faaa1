import fs from 'node:fs';
import path from 'node:path';
import { blockPartial, compileTemplate, renderTemplate, TemplateSyntaxError, type BlockLambda } from './engine';

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
  'order-partially-refunded',
  'order-payment-pending',
  'payment-mismatch',
  'order-paid-shop',
  'factura-requested',
  'welcome',
  'account-updated',
  'password-reset',
  'password-changed',
  'email-changed',
  'subscription-enrolled',
  'subscription-activated',
  'subscription-cancelled',
  'subscription-payment-rejected',
  'subscription-payment-refunded',
  'subscription-renewal-rejected',
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

/** Block partials (`templates/blocks/<name>.html`): `{{#button}}…{{/button}}` wraps its block in the shared markup. */
export const BLOCK_NAMES = ['heading', 'button', 'card'] as const;

/**
 * Reads and parses every template file once, when the service starts. Each e-mail is
 * `<name>/subject.txt`, `<name>/body.html`, `<name>/body.txt`, wrapped in `layout.html` / `layout.txt`;
 * shared pieces are in `partials/` (`{{> name}}`) and `blocks/` (`{{#name}}…{{/name}}`). A file that
 * does not parse fails only the e-mails that use it, with its error.
 */
export class TemplateStore {
  private readonly files = new Map<string, string | TemplateSyntaxError>();
  private readonly blocks: Record<string, BlockLambda> = {};

  constructor(
    private readonly shop: ShopView,
    readonly dir: string = TEMPLATES_DIR,
  ) {
    const names = [
      'layout.html',
      'layout.txt',
      ...listFiles(dir, 'partials').map((f) => `partials/${f}`),
      ...TEMPLATE_NAMES.flatMap((n) => [`${n}/subject.txt`, `${n}/body.html`, `${n}/body.txt`]),
    ];
    for (const file of names) this.load(file);
    for (const block of BLOCK_NAMES) this.blocks[block] = this.loadBlock(block);
  }

  private load(file: string) {
    try {
      this.files.set(file, compileTemplate(fs.readFileSync(path.join(this.dir, file), 'utf8'), file));
    } catch (err) {
      this.files.set(file, err instanceof TemplateSyntaxError ? err : new TemplateSyntaxError(`${file}: ${(err as Error).message}`));
    }
  }

  /** A block that does not parse fails the e-mails that use it, not the start. */
  private loadBlock(name: string): BlockLambda {
    try {
      return blockPartial(this.read(`blocks/${name}.html`));
    } catch (err) {
      return () => () => {
        throw err;
      };
    }
  }

  private read(file: string): string {
    if (!this.files.has(file)) this.load(file);
    const source = this.files.get(file)!;
    if (source instanceof Error) throw source;
    return source;
  }

  render(name: TemplateName, view: Record<string, unknown>): RenderedEmail {
    const data = { ...this.blocks, shop: this.shop, ...view };
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

const listFiles = (dir: string, sub: string) => (fs.existsSync(path.join(dir, sub)) ? fs.readdirSync(path.join(dir, sub)) : []);

/** No runs of blank lines left by empty sections. */
const tidyText = (s: string) =>
  s
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim() + '\n';
