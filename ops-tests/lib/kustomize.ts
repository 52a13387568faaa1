import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * Renders a kustomization with the real kustomize: `kustomize build` when a kustomize binary is on
 * PATH, otherwise `kubectl kustomize` (kubectl embeds kustomize v5; the project's machine image ships
 * kubectl). KUSTOMIZE_BIN may point to either binary. Debian's old `kubernetes-client` (kustomize v2)
 * is too old for these manifests (labels, replicas and JSON 6902 patches).
 */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [key: string]: unknown;
}

interface Renderer {
  bin: string;
  args: (dir: string) => string[];
  version: string;
}

let cached: Renderer | null | undefined;

function which(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

function run(bin: string, args: string[]): string {
  return execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

function kustomizeMajor(versionText: string): number {
  const m = /v(\d+)\.\d+/.exec(versionText);
  return m ? Number(m[1]) : 0;
}

export function findRenderer(): Renderer | null {
  if (cached !== undefined) return cached;
  const explicit = process.env.KUSTOMIZE_BIN;
  const candidates = explicit ? [explicit] : [which('kustomize'), which('kubectl')].filter((b): b is string => !!b);
  cached = null;
  for (const bin of candidates) {
    try {
      if (path.basename(bin).startsWith('kubectl')) {
        const version = run(bin, ['version', '--client']);
        const line = /Kustomize Version: (\S+)/.exec(version)?.[1] ?? '';
        if (kustomizeMajor(line) >= 5) {
          cached = { bin, args: (dir) => ['kustomize', dir], version: `kubectl kustomize ${line}` };
          break;
        }
      } else {
        const version = run(bin, ['version']).trim();
        if (kustomizeMajor(version) >= 5) {
          cached = { bin, args: (dir) => ['build', dir], version: `kustomize ${version}` };
          break;
        }
      }
    } catch {
      /* try the next one */
    }
  }
  return cached;
}

export const RENDERER_MISSING =
  'No kustomize v5 found: install kubectl ≥ 1.27 (it embeds kustomize; `kubectl kustomize`) or a kustomize v5 binary on PATH, or set KUSTOMIZE_BIN.';

/** Renders `dir` and returns the YAML text. Throws with kustomize's own message on error. */
export function renderText(dir: string): string {
  const renderer = findRenderer();
  if (!renderer) throw new Error(RENDERER_MISSING);
  try {
    return run(renderer.bin, renderer.args(dir));
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`${renderer.version} failed for ${dir}:\n${e.stderr || e.message}`);
  }
}

/** Parses a multi-document YAML text into objects; a YAML error throws. */
export function parseObjects(text: string, source: string): K8sObject[] {
  const docs = parseAllDocuments(text);
  const out: K8sObject[] = [];
  for (const doc of docs) {
    if (doc.errors.length) throw new Error(`${source}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS() as K8sObject | null;
    if (value) out.push(value);
  }
  return out;
}

const renders = new Map<string, K8sObject[]>();

export function render(dir: string): K8sObject[] {
  if (!renders.has(dir)) renders.set(dir, parseObjects(renderText(dir), dir));
  return renders.get(dir)!;
}

export const id = (o: K8sObject) => `${o.kind}/${o.metadata?.name}`;
