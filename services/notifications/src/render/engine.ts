/**
 * A tiny, logic-less template syntax (a subset of Mustache) for the e-mail files a person edits:
 *
 *   {{name}}            value, HTML-escaped in .html templates
 *   {{{name}}}          value as is (only for HTML the code built itself)
 *   {{order.total}}     dotted paths; `{{.}}` is the current item
 *   {{#items}}…{{/items}}  repeats for each element of a list, or shows once when the value is truthy
 *   {{^items}}…{{/items}}  shows when the value is empty or falsy
 *   {{> order-summary}} includes partials/order-summary.html (or .txt) with the same values
 *   {{! comment }}      ignored
 *
 * No code runs from a template, and a missing value renders as nothing.
 */
type Node =
  | { kind: 'text'; value: string }
  | { kind: 'var'; path: string; raw: boolean }
  | { kind: 'section'; path: string; inverted: boolean; children: Node[] }
  | { kind: 'partial'; name: string };

/** Gives the source of a partial by name. */
export type PartialSource = (name: string) => string;

const TAG = /\{\{\{\s*([\w.]+)\s*\}\}\}|\{\{\s*([#^/!>]?)\s*([^}]*?)\s*\}\}/g;

export class TemplateSyntaxError extends Error {}

export function parseTemplate(source: string, name = 'plantilla'): Node[] {
  const root: Node[] = [];
  const stack: Array<{ path: string; children: Node[] }> = [{ path: '', children: root }];
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    const top = stack[stack.length - 1];
    if (match.index! > last) top.children.push({ kind: 'text', value: source.slice(last, match.index) });
    last = match.index! + match[0].length;
    if (match[1] !== undefined) {
      top.children.push({ kind: 'var', path: match[1], raw: true });
      continue;
    }
    const sigil = match[2];
    const path = match[3];
    if (sigil === '!') continue;
    if (sigil === '>') {
      if (!/^[\w-]+$/.test(path)) throw new TemplateSyntaxError(`${name}: parcial no válido "${match[0]}"`);
      top.children.push({ kind: 'partial', name: path });
      continue;
    }
    if (!/^[\w.]+$/.test(path)) throw new TemplateSyntaxError(`${name}: etiqueta no válida "${match[0]}"`);
    if (sigil === '#' || sigil === '^') {
      const section: Node = { kind: 'section', path, inverted: sigil === '^', children: [] };
      top.children.push(section);
      stack.push({ path, children: section.children });
    } else if (sigil === '/') {
      if (stack.length === 1 || top.path !== path) throw new TemplateSyntaxError(`${name}: cierre inesperado {{/${path}}}`);
      stack.pop();
    } else {
      top.children.push({ kind: 'var', path, raw: false });
    }
  }
  if (stack.length > 1) throw new TemplateSyntaxError(`${name}: falta cerrar {{/${stack[stack.length - 1].path}}}`);
  if (last < source.length) root.push({ kind: 'text', value: source.slice(last) });
  return root;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function lookup(contexts: unknown[], path: string): unknown {
  if (path === '.') return contexts[contexts.length - 1];
  const [head, ...rest] = path.split('.');
  for (let i = contexts.length - 1; i >= 0; i--) {
    const ctx = contexts[i];
    if (ctx !== null && typeof ctx === 'object' && head in (ctx as object)) {
      return rest.reduce<unknown>(
        (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
        (ctx as Record<string, unknown>)[head],
      );
    }
  }
  return undefined;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && v.length === 0);

interface RenderState {
  escape: (s: string) => string;
  partials?: PartialSource;
  depth: number;
}

function renderNodes(nodes: Node[], contexts: unknown[], state: RenderState): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.value;
    else if (node.kind === 'partial') {
      if (!state.partials) throw new TemplateSyntaxError(`no hay parciales disponibles para {{> ${node.name}}}`);
      if (state.depth > 5) throw new TemplateSyntaxError(`parciales anidados demasiado profundo en {{> ${node.name}}}`);
      out += renderNodes(parseTemplate(state.partials(node.name), node.name), contexts, { ...state, depth: state.depth + 1 });
    } else if (node.kind === 'var') {
      const v = lookup(contexts, node.path);
      if (v === undefined || v === null || typeof v === 'object') continue;
      out += node.raw ? String(v) : state.escape(String(v));
    } else {
      const v = lookup(contexts, node.path);
      if (node.inverted) {
        if (isEmpty(v)) out += renderNodes(node.children, contexts, state);
      } else if (Array.isArray(v)) {
        for (const item of v) out += renderNodes(node.children, [...contexts, item], state);
      } else if (!isEmpty(v)) {
        out += renderNodes(node.children, typeof v === 'object' ? [...contexts, v] : contexts, state);
      }
    }
  }
  return out;
}

/** Renders a template; `html` escapes values, plain text leaves them as they are. */
export function renderTemplate(source: string, view: object, mode: 'html' | 'text', name?: string, partials?: PartialSource): string {
  return renderNodes(parseTemplate(source, name), [view], { escape: mode === 'html' ? escapeHtml : (s) => s, partials, depth: 0 });
}
