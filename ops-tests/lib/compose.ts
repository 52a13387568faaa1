import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { ROOT } from './paths';

export type Obj = Record<string, any>;

export const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');

/** Parses docker-compose.yml the way Compose does: YAML 1.1 merge keys (<<) resolved. */
export function loadCompose(text = fs.readFileSync(COMPOSE_FILE, 'utf8')): Obj {
  const doc = parseDocument(text, { merge: true, uniqueKeys: true });
  if (doc.errors.length) throw new Error(doc.errors.map((e) => e.message).join('; '));
  return doc.toJS({ maxAliasCount: 1000 }) as Obj;
}

/** `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?err}` → names. `$$` is a literal dollar. */
export function interpolatedVariables(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.replace(/\$\$/g, '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-?+][^}]*)?\}/g)) names.add(m[1]);
  return [...names].sort();
}

/** Replaces `${VAR:-default}` with its default (what Compose uses when VAR is unset). */
export function withDefaults(value: string): string {
  return value.replace(/\$\{[A-Za-z_][A-Za-z0-9_]*:?-([^}]*)\}/g, '$1');
}

/** Variable names documented in .env.example (commented-out `# NAME=` lines count). */
export function documentedVariables(file = path.join(ROOT, '.env.example')): string[] {
  const names = new Set<string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (m) names.add(m[1]);
  }
  return [...names].sort();
}
