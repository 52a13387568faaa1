/** A small Dockerfile reader: instructions (continuations joined), stages, ARG defaults. */
export interface Instruction {
  op: string;
  args: string;
}
export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): { globalArgs: Record<string, string>; stages: Stage[] } {
  const joined = text
    .split('\n')
    .filter((l) => !/^\s*#/.test(l))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const raw of joined.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const [, op, args = ''] = /^(\S+)\s*(.*)$/.exec(line)!;
    const upper = op.toUpperCase();
    if (upper === 'FROM') {
      const m = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!;
      stages.push({ from: m[1], name: m[2], instructions: [] });
    } else if (!stages.length && upper === 'ARG') {
      const [k, v = ''] = args.split('=');
      globalArgs[k] = v;
    } else if (stages.length) {
      stages[stages.length - 1].instructions.push({ op: upper, args });
    }
  }
  return { globalArgs, stages };
}

export function expandArgs(value: string, args: Record<string, string>): string {
  return value.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, k: string) => args[k] ?? `\${${k}}`);
}
