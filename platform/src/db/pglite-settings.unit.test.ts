import fs from 'node:fs';
import path from 'node:path';
import { patchEmbeddedSettings } from './pglite';

const stockWasm = () => fs.readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm'));

describe('patchEmbeddedSettings', () => {
  it('shrinks the installed PGlite build’s memory settings in place, keeping its size', () => {
    const wasm = stockWasm();
    const size = wasm.length;
    const patched = patchEmbeddedSettings(wasm);
    expect(patched.length).toBe(size);
    expect(patched.includes(Buffer.from('\0shared_buffers=16MB\0'))).toBe(true);
    expect(patched.includes(Buffer.from('\0shared_buffers=128MB\0'))).toBe(false);
    expect(patched.includes(Buffer.from('\0wal_buffers=1MB\0'))).toBe(true);
    expect(patched.includes(Buffer.from('\0temp_buffers=1MB\0'))).toBe(true);
  });

  it('fails loudly on a build it does not know', () => {
    const unknown = Buffer.from('\0shared_buffers=256MB\0wal_buffers=4MB\0temp_buffers=8MB\0');
    expect(() => patchEmbeddedSettings(unknown)).toThrow(/PGlite build not known: shared_buffers=128MB/);
    expect(() => patchEmbeddedSettings(stockWasm().fill(0))).toThrow(/wal_buffers=4MB, temp_buffers=8MB/);
  });
});
