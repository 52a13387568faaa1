import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';

/** PGlite's compiled WebAssembly.Module, opaque here (PGlite's own type for it resolves to `any` without the DOM libs). */
type WasmModule = object;
/** The one WebAssembly call needed here (the server's TypeScript libs carry no WebAssembly types). */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

/**
 * Memory settings of the embedded PostgreSQL. PGlite 0.3 starts postgres with a fixed `-c` list
 * compiled into its WASM (`shared_buffers=128MB`, ...) and reads no configuration file, and postgres
 * zeroes its shared memory at start, so those 128 MB are resident from the first second. The shop's
 * database stays within tens of MB and its pages stay in the OS cache: the checkout benchmark
 * showed no throughput change with 16 MB. (PGlite 0.5 has a `startParams` option but is
 * PostgreSQL 18: it cannot open the PostgreSQL 17 folders the shop already has.)
 */
const EMBEDDED_PG_SETTINGS = [
  { stock: 'shared_buffers=128MB', small: 'shared_buffers=16MB' },
  { stock: 'wal_buffers=4MB', small: 'wal_buffers=1MB' },
  { stock: 'temp_buffers=8MB', small: 'temp_buffers=1MB' },
] as const;

/**
 * Rewrites one NUL-terminated setting in the WASM data segment in place, padding with NULs: the
 * replacement is never longer, so no offset moves. False when the stock text is not there exactly once.
 */
function replaceCString(wasm: Buffer, stock: string, small: string): boolean {
  const needle = Buffer.from(`\0${stock}\0`);
  const at = wasm.indexOf(needle);
  if (at < 0 || wasm.indexOf(needle, at + 1) >= 0 || small.length > stock.length) return false;
  const replacement = Buffer.alloc(needle.length);
  replacement.write(`\0${small}`);
  replacement.copy(wasm, at);
  return true;
}

/**
 * The one place PGlite's WASM is patched (PGlite 0.3 has no documented option for postgres' `-c`
 * settings; its `initialMemory` sizes the WASM heap, not `shared_buffers`). Rewrites
 * EMBEDDED_PG_SETTINGS in place and throws on a build where any stock setting is not found exactly
 * once: an upgraded PGlite must be looked at (README, «Operations»), never run silently with 128 MB.
 */
export function patchEmbeddedSettings(wasm: Buffer): Buffer {
  const missing = EMBEDDED_PG_SETTINGS.filter(({ stock, small }) => !replaceCString(wasm, stock, small)).map((s) => s.stock);
  if (missing.length)
    throw new Error(
      `PGlite build not known: ${missing.join(', ')} not found once in pglite.wasm; see README «Operations» (PGlite upgrade)`,
    );
  return wasm;
}

let smallModule: Promise<WasmModule> | undefined;

/** PGlite's WASM with the small settings, compiled once per process; rejects on an unknown build. */
function smallMemoryModule(): Promise<WasmModule> {
  smallModule ??= (async () => {
    const wasmFile = path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
    return WebAssembly.compile(patchEmbeddedSettings(await fs.promises.readFile(wasmFile)));
  })();
  return smallModule;
}

/**
 * Session settings of the one embedded connection. PostgreSQL fills every new 16 MB WAL segment with
 * zeroes before using it; in PGlite that is 2,048 writes through the WASM file layer, on the request
 * path, for each segment: one every few seconds under checkout load.
 * Without it the segment is allocated as it is written; a full disk then fails a later commit
 * instead of the segment's creation, and nothing acknowledged is lost either way.
 */
const EMBEDDED_SESSION = 'set wal_init_zero = off';

/**
 * Array types whose results PGlite keeps parsing into arrays (bool, int2/4/8, text, bpchar, varchar,
 * float4/8, numeric, json, jsonb, uuid, date, timestamp, timestamptz): the shop stores none, but a query
 * may build one.
 */
const PARSED_ARRAY_TYPES = [1000, 1005, 1007, 1016, 1009, 1014, 1015, 1021, 1022, 1231, 199, 3807, 2951, 1182, 1115, 1185];

/**
 * PGlite 0.3 copies its instance's table of result parsers on every query (`{ ...parsers, ...options.parsers }`),
 * and after start that table holds a parser for every array type of `pg_type` (316 entries): 65 µs a query,
 * a quarter of a small statement. The table keeps the scalar types' parsers (the arrays' parsers read
 * their elements' from it) and the array types above.
 */
export function trimResultParsers(pglite: Pick<PGlite, 'parsers'>): void {
  const kept = new Set([...Object.keys(types.parsers), ...PARSED_ARRAY_TYPES.map(String)]);
  pglite.parsers = Object.fromEntries(Object.entries(pglite.parsers).filter(([key]) => kept.has(key)));
}

/** Opens the embedded PGlite (in memory without `dataDir`) with the small memory settings. */
export async function openEmbeddedPglite(dataDir?: string): Promise<PGlite> {
  const wasmModule = await smallMemoryModule();
  const pglite = await PGlite.create({ dataDir, wasmModule });
  trimResultParsers(pglite);
  await pglite.exec(EMBEDDED_SESSION);
  return pglite;
}
