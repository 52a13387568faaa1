import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_PID_FILE, runningEmbeddedShop } from '@kukki/platform';

const USAGE = `Uso: npm run backup -- ARCHIVO [--data-dir DIR]
     npm run restore -- ARCHIVO [--data-dir DIR]
  Copia (o restaura) todo DATA_DIR de la tienda embebida: base de datos, imágenes, buzón y secretos.
  La tienda debe estar detenida unos segundos: detenla, ejecuta la copia y vuelve a iniciarla.`;

function refuseWhileRunning(dataDir: string) {
  const pid = runningEmbeddedShop(dataDir);
  if (pid) throw new Error(`la tienda está en marcha con ${dataDir} (pid ${pid}): detenla, ejecuta la copia y vuelve a iniciarla`);
}

/** Opens the PGlite folder (recovering it after a hard stop), checkpoints it and closes it: a clean folder to copy. */
async function settle(pgliteDir: string): Promise<number> {
  const db = await PGlite.create(pgliteDir);
  try {
    await db.query('checkpoint');
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('catalogue','users','orders','coupons','subscriptions','notifications')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
}

async function backup(file: string, dataDir: string) {
  if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) throw new Error(`no hay una tienda en ${dataDir}`);
  refuseWhileRunning(dataDir);
  const tables = await settle(path.join(dataDir, 'pglite'));
  const tmp = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('tar', ['-czf', tmp, '-C', dataDir, `--exclude=./${EMBEDDED_PID_FILE}`, '.'], { stdio: 'pipe' });
  fs.renameSync(tmp, file);
  const size = (fs.statSync(file).size / 1024 / 1024).toLocaleString('es-MX', { maximumFractionDigits: 1 });
  process.stdout.write(`Copia de ${dataDir} en ${file} (${size} MB, ${tables} tablas)\n`);
}

async function restore(file: string, dataDir: string) {
  if (!fs.existsSync(file)) throw new Error(`no existe ${file}`);
  let entries: string[] = [];
  try {
    entries = execFileSync('tar', ['-tzf', file], { maxBuffer: 256 * 1024 * 1024, stdio: 'pipe' })
      .toString()
      .split('\n');
  } catch {
    /* not a gzip'd tar: refused below */
  }
  if (!entries.some((e) => e.replace(/^\.\//, '') === 'pglite/PG_VERSION')) throw new Error(`${file} no es una copia de la tienda`);
  refuseWhileRunning(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const incoming = `${dataDir}.restaurando-${stamp}`;
  fs.mkdirSync(incoming, { recursive: true });
  execFileSync('tar', ['-xzf', file, '-C', incoming], { stdio: 'pipe' });
  const tables = await settle(path.join(incoming, 'pglite'));
  let previous: string | null = null;
  if (fs.existsSync(dataDir)) {
    previous = `${dataDir}.antes-${stamp}`;
    fs.renameSync(dataDir, previous);
  }
  fs.renameSync(incoming, dataDir);
  process.stdout.write(
    `Restaurada ${file} en ${dataDir} (${tables} tablas)${previous ? `; los datos anteriores quedan en ${previous}` : ''}\n`,
  );
}

/** `npm run backup -- FILE` / `npm run restore -- FILE` for the embedded shop (a short, documented pause). */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
  const file = positionals[0];
  if ((command !== 'backup' && command !== 'restore') || !file) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(64);
  }
  const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './.data');
  await (command === 'backup' ? backup(path.resolve(file), dataDir) : restore(path.resolve(file), dataDir));
}

main().catch((err) => {
  process.stderr.write(`No se pudo completar: ${(err as Error).message}\n`);
  process.exit(1);
});
