/**
 * `mongoexport` files: JSON lines or one JSON array, in canonical or relaxed Extended JSON. Pure
 * functions, no BSON library: `{"$oid": …}` → the 24-hex string, `{"$date": …}` → Date,
 * `{"$numberDecimal" | "$numberDouble" | "$numberInt" | "$numberLong": …}` → number.
 */

export interface ParsedExport {
  records: unknown[];
  /** Lines (JSON lines) or positions that are not JSON. */
  errors: Array<{ at: string; reason: string }>;
}

export function parseExportText(text: string): ParsedExport {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (!body) return { records: [], errors: [] };
  if (body.startsWith('[')) {
    try {
      const all = JSON.parse(body) as unknown;
      if (Array.isArray(all)) return { records: all.map(fromExtendedJson), errors: [] };
    } catch (err) {
      return { records: [], errors: [{ at: 'archivo', reason: `JSON inválido: ${(err as Error).message}` }] };
    }
  }
  const records: unknown[] = [];
  const errors: ParsedExport['errors'] = [];
  body.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    try {
      records.push(fromExtendedJson(JSON.parse(line)));
    } catch (err) {
      errors.push({ at: `línea ${i + 1}`, reason: `JSON inválido: ${(err as Error).message}` });
    }
  });
  return { records, errors };
}

const NUMBER_KEYS = ['$numberDecimal', '$numberDouble', '$numberInt', '$numberLong'] as const;

/** Converts Extended JSON wrappers into plain values, recursively. */
export function fromExtendedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromExtendedJson);
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 1) {
    const [key] = keys;
    const inner = obj[key];
    if (key === '$oid' && typeof inner === 'string') return inner.toLowerCase();
    if (key === '$date') return toDate(inner);
    if ((NUMBER_KEYS as readonly string[]).includes(key)) return toNumber(inner);
  }
  return Object.fromEntries(keys.map((k) => [k, fromExtendedJson(obj[k])]));
}

function toNumber(inner: unknown): number {
  const n = typeof inner === 'number' ? inner : Number(String(inner));
  if (typeof inner === 'string' && /^-?Infinity$|^NaN$/.test(inner)) return NaN;
  return n;
}

function toDate(inner: unknown): Date {
  if (typeof inner === 'string') return new Date(inner);
  if (typeof inner === 'number') return new Date(inner);
  if (inner && typeof inner === 'object' && '$numberLong' in inner) return new Date(Number((inner as { $numberLong: string }).$numberLong));
  return new Date(NaN);
}
