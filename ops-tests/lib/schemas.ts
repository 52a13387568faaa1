import path from 'node:path';
import ts from 'typescript';
import type { K8sObject } from './kustomize';

/**
 * Offline validation against the Kubernetes API schemas shipped by the `kubernetes-models` package
 * (generated from the Kubernetes OpenAPI spec):
 *  - validateObject: the JSON-schema validator of the object's model (types, required fields,
 *    enums, formats);
 *  - strictTypeCheck: the same objects as TypeScript literals typed with the models' interfaces, so
 *    that the compiler's excess-property check rejects unknown or misspelt fields (what
 *    `kubeconform -strict` does), which the JSON schemas allow.
 */

interface ModelClass {
  new (data: unknown): { validate(): void };
}

function modulePath(apiVersion: string, kind: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  return group ? `kubernetes-models/${group}/${version}/${kind}` : `kubernetes-models/${version}/${kind}`;
}

export function modelFor(apiVersion: string, kind: string): ModelClass | undefined {
  try {
    const mod = require(modulePath(apiVersion, kind)) as Record<string, ModelClass>;
    return mod[kind];
  } catch {
    return undefined;
  }
}

/** Returns the schema errors of one object ([] when valid). */
export function validateObject(obj: K8sObject): string[] {
  const Model = modelFor(obj.apiVersion, obj.kind);
  if (!Model) return [`no schema for ${obj.apiVersion} ${obj.kind}`];
  try {
    new Model(obj).validate();
    return [];
  } catch (err) {
    return [(err as Error).message];
  }
}

/** Type-checks the objects against the models' TypeScript interfaces; returns compiler messages. */
export function strictTypeCheck(objects: K8sObject[], label = 'manifests'): string[] {
  const dir = path.resolve(__dirname, '..');
  const fileName = path.join(dir, `__strict_${label.replace(/\W+/g, '_')}.ts`);
  // One import per object, then one typed literal per object (each spans several lines).
  const chunks: string[] = [];
  objects.forEach((_, i) =>
    chunks.push(`import type { I${objects[i].kind} as T${i} } from '${modulePath(objects[i].apiVersion, objects[i].kind)}';`),
  );
  const bodyStarts: { line: number; name: string }[] = [];
  let lineNo = chunks.length;
  objects.forEach((o, i) => {
    const text = `export const r${i}: T${i} = ${JSON.stringify(o, null, 1)};`;
    bodyStarts.push({ line: lineNo, name: `${o.kind}/${o.metadata?.name}` });
    chunks.push(text);
    lineNo += text.split('\n').length;
  });
  const source = chunks.join('\n');

  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) =>
    path.resolve(name) === fileName
      ? ts.createSourceFile(name, source, languageVersion, true)
      : getSourceFile(name, languageVersion, onError, shouldCreate);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === fileName || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === fileName ? source : readFile(name));

  const program = ts.createProgram([fileName], options, host);
  const sf = program.getSourceFile(fileName)!;
  const diagnostics = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)];
  return diagnostics.map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (d.start === undefined) return message;
    const { line } = sf.getLineAndCharacterOfPosition(d.start);
    const owner = [...bodyStarts].reverse().find((s) => s.line <= line);
    const text = source.split('\n')[line]?.trim();
    return `${owner?.name ?? '?'}: ${message} (at ${text})`;
  });
}
