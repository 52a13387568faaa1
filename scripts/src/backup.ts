import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { EMBEDDED_PID_FILE, runningEmbeddedShop, openEmbeddedPglite } from '@kukki/platform';
import { isSealed, openSealedFile, sealingStream } from './backup/sealed-file';

const USAGE = `Uso: npm run backup -- ARCHIVO [--data-dir DIR]
     npm run restore -- ARCHIVO [--data-dir DIR]
  Copia (o restaura) todo DATA_DIR de la tienda embebida: base de datos, imágenes, buzón y secretos.
  La copia se escribe con permisos 0600 (solo su dueño la lee). Con BACKUP_PASSPHRASE en el entorno
  se cifra (scrypt + AES-256-GCM) y la restauración pide la misma contraseña.
  La tienda debe estar detenida unos segundos: detenla, ejecuta la copia y vuelve a iniciarla.`;

function refuseWhileRunning(dataDir: string, task: 'la copia' | 'la restauración') {
  const pid = runningEmbeddedShop(dataDir);
  if (pid) throw new Error(`la tienda está en marcha con ${dataDir} (pid ${pid}): detenla, ejecuta ${task} y vuelve a iniciarla`);
}

function refuseFolder(file: string) {
  if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${file} es una carpeta: indica el archivo de la copia`);
}

/** A gzip stream (every copy, once decrypted, starts so): a listing that fails on one means a cut or damaged copy. */
function gzipped(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/** Opens the PGlite folder (recovering it after a hard stop), checkpoints it and closes it: a clean folder to copy. */
async function settle(pgliteDir: string): Promise<number> {
  const db = await openEmbeddedPglite(pgliteDir);
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

const passphrase = () => process.env.BACKUP_PASSPHRASE || undefined;

/**
 * tar.gz of the folder into `target`, created 0600 from its first byte (it holds the JWT secret, the
 * database and the mailbox), encrypted on the way when a passphrase is given.
 */
async function writeArchive(dataDir: string, target: string, secret: string | undefined): Promise<void> {
  const tar = spawn('tar', ['-cz', '-C', dataDir, `--exclude=./${EMBEDDED_PID_FILE}`, '.'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  tar.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve) => tar.on('close', (code) => resolve(code ?? 1)));
  fs.rmSync(target, { force: true });
  const out = fs.createWriteStream(target, { mode: 0o600, flags: 'wx' });
  try {
    if (secret) await pipeline(tar.stdout, await sealingStream(secret), out);
    else await pipeline(tar.stdout, out);
    const code = await exited;
    if (code !== 0) throw new Error(`tar terminó con el código ${code}: ${stderr.trim()}`);
  } catch (err) {
    fs.rmSync(target, { force: true });
    throw err;
  }
}

async function backup(file: string, dataDir: string) {
  if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) throw new Error(`no hay una tienda en ${dataDir}`);
  refuseFolder(file);
  refuseWhileRunning(dataDir, 'la copia');
  const tables = await settle(path.join(dataDir, 'pglite'));
  const tmp = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await writeArchive(dataDir, tmp, passphrase());
  fs.renameSync(tmp, file);
  fs.chmodSync(file, 0o600);
  const size = (fs.statSync(file).size / 1024 / 1024).toLocaleString('es-MX', { maximumFractionDigits: 1 });
  const sealed = passphrase() ? ', cifrada' : '';
  process.stdout.write(`Copia de ${dataDir} en ${file} (${size} MB, ${tables} tablas${sealed})\n`);
}

async function restore(file: string, dataDir: string) {
  if (!fs.existsSync(file)) throw new Error(`no existe ${file}`);
  refuseFolder(file);
  // An encrypted copy is opened (and its tag checked) into a private temporary file first.
  const opened = isSealed(file) ? `${dataDir}.descifrando-${process.pid}.tar.gz` : null;
  try {
    if (opened) await openSealedFile(file, opened, passphrase());
    await restoreArchive(opened ?? file, file, dataDir);
  } finally {
    if (opened) fs.rmSync(opened, { force: true });
  }
}

/** Extracts the archive into `incoming` and opens its database once: the number of the shop's tables. */
async function unpack(archive: string, incoming: string): Promise<number> {
  try {
    execFileSync('tar', ['-xzf', archive, '-C', incoming], { stdio: 'pipe' });
  } catch (err) {
    // tar's own complaint (its stderr) rather than Node's «Command failed: …» wrapper.
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim().split('\n')[0];
    throw new Error(stderr ? `tar: ${stderr.replace(/^tar: /, '')}` : 'tar no pudo extraerla');
  }
  try {
    return await settle(path.join(incoming, 'pglite'));
  } catch {
    throw new Error('su base de datos no abre');
  }
}

async function restoreArchive(archive: string, file: string, dataDir: string) {
  let entries: string[] = [];
  try {
    entries = execFileSync('tar', ['-tzf', archive], { maxBuffer: 256 * 1024 * 1024, stdio: 'pipe' })
      .toString()
      .split('\n');
  } catch {
    if (gzipped(archive)) throw new Error(`${file} está dañada o incompleta (no se puede leer entera); los datos actuales no cambiaron`);
    /* not a gzip'd tar: refused below */
  }
  if (!entries.some((e) => e.replace(/^\.\//, '') === 'pglite/PG_VERSION')) throw new Error(`${file} no es una copia de la tienda`);
  refuseWhileRunning(dataDir, 'la restauración');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const incoming = `${dataDir}.restaurando-${stamp}`;
  fs.mkdirSync(incoming, { recursive: true, mode: 0o700 });
  let tables: number;
  try {
    tables = await unpack(archive, incoming);
  } catch (err) {
    // A truncated or damaged copy leaves nothing behind, and the data in place is untouched.
    fs.rmSync(incoming, { recursive: true, force: true });
    throw new Error(`${file} está dañada o incompleta (${(err as Error).message}); los datos actuales no cambiaron`);
  }
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
  // Paths typed on the command line are relative to where it was typed (npm runs scripts from the repository's
  // root; INIT_CWD is the typing folder), as `import` does; DATA_DIR is relative to the root, as for the shop.
  const typed = process.env.INIT_CWD ?? process.cwd();
  const dataDir = values['data-dir'] ? path.resolve(typed, values['data-dir']) : path.resolve(process.env.DATA_DIR ?? './.data');
  const target = path.resolve(typed, file);
  await (command === 'backup' ? backup(target, dataDir) : restore(target, dataDir));
}

main().catch((err) => {
  process.stderr.write(`No se pudo completar: ${(err as Error).message}\n`);
  process.exit(1);
});
