import Mustache from 'mustache';

/**
 * The e-mail files a person edits are Mustache templates (mustache.js): `{{name}}` (escaped in HTML),
 * `{{{name}}}`, dotted paths, `{{#items}}…{{/items}}`, `{{^items}}…{{/items}}`, `{{> partial}}`,
 * `{{! comment }}`. No code runs from a template, and a missing value renders as nothing.
 */

/** Gives the source of a partial by name. */
export type PartialSource = (name: string) => string;

export type RenderMode = 'html' | 'text';

export class TemplateSyntaxError extends Error {}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const ESCAPES: Record<RenderMode, (value: unknown) => string> = {
  html: (value) => escapeHtml(String(value)),
  text: (value) => String(value),
};

/** One writer keeps the parsed form of every template and partial it has seen: each source is parsed once. */
const writer = new Mustache.Writer();

/** Parses a template (kept for every later render); a syntax error names the file. */
export function compileTemplate(source: string, name = 'plantilla'): string {
  try {
    writer.parse(source);
  } catch (err) {
    throw new TemplateSyntaxError(`${name}: ${(err as Error).message}`);
  }
  return source;
}

/** Renders a template; `html` escapes values, plain text leaves them as they are. */
export function renderTemplate(source: string, view: object, mode: RenderMode, name?: string, partials?: PartialSource): string {
  compileTemplate(source, name);
  try {
    return writer.render(source, view, partials, { escape: ESCAPES[mode] });
  } catch (err) {
    throw new TemplateSyntaxError(`${name ?? 'plantilla'}: ${(err as Error).message}`);
  }
}

/**
 * A block partial: `{{#heading}}Tu correo cambió{{/heading}}` puts the block where the partial has
 * `{{{content}}}`, and renders the whole in the block's context (so `{{.}}` inside a
 * `{{#profileUrl}}…{{/profileUrl}}` section is the link).
 */
export type BlockLambda = () => (block: string, render: (template: string) => string) => string;

export function blockPartial(source: string): BlockLambda {
  const [before, after] = source.replace(/\n$/, '').split('{{{content}}}');
  if (after === undefined) throw new TemplateSyntaxError('a block partial needs {{{content}}}');
  return () => (block: string, render: (template: string) => string) => render(before + block + after);
}
