import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_PID_FILE } from '@kukki/platform';
import { importOriginalShop } from './import/importer';
import { openEmbedded } from './import/open-target';
import { repoRoot } from './testing/processes';

const toolWith = (env: Record<string, string | undefined>, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'scripts/dist/backup.js'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '', BACKUP_PASSPHRASE: undefined, ...env },
  });
const tool = (...args: string[]) => toolWith({}, ...args);

async function orderIds(dataDir: string): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return (await db.query<{ id: string }>('select id from orders.orders order by id')).rows.map((r) => r.id);
  } finally {
    await db.close();
  }
}

/** npm run backup / npm run restore of the embedded shop's DATA_DIR. */
describe('embedded backup and restore', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-backup-'));
  const dataDir = path.join(work, 'data');
  const file = path.join(work, 'copias', 'kukki.tar.gz');
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  beforeAll(async () => {
    const target = await openEmbedded(dataDir);
    await importOriginalShop(path.join(repoRoot, 'scripts/fixtures/mongo-export'), () => target.handle.db);
    await target.close();
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'foto.txt'), 'una imagen');
  });

  it('copies everything, and a restore brings back what was lost, keeping the replaced data aside', async () => {
    const made = tool('backup', file, '--data-dir', dataDir);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/^Copia de .* en .*kukki\.tar\.gz/);

    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    await db.query('delete from orders.orders');
    await db.close();
    fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true });
    expect(await orderIds(dataDir)).toEqual([]);

    const back = tool('restore', file, '--data-dir', dataDir);
    expect(back.status).toBe(0);
    expect(back.stdout).toMatch(/los datos anteriores quedan en/);
    expect(await orderIds(dataDir)).toEqual(['5e8f1d000000000000000001', '5e8f1d000000000000000002']);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', 'foto.txt'), 'utf8')).toBe('una imagen');
  });

  it('writes the copy readable by its owner only (0600), even over an existing file', () => {
    const copy = path.join(work, 'copias', 'privada.tar.gz');
    fs.writeFileSync(copy, 'vieja');
    fs.chmodSync(copy, 0o644);
    const made = tool('backup', copy, '--data-dir', dataDir);
    expect(made.status).toBe(0);
    expect(fs.statSync(copy).mode & 0o777).toBe(0o600);
  });

  it('encrypts with BACKUP_PASSPHRASE and refuses a wrong or missing passphrase with a clear message', async () => {
    const sealed = path.join(work, 'copias', 'cifrada.bin');
    const made = toolWith({ BACKUP_PASSPHRASE: 'frase-larga-de-la-jefa' }, 'backup', sealed, '--data-dir', dataDir);
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('cifrada');
    expect(fs.statSync(sealed).mode & 0o777).toBe(0o600);
    const bytes = fs.readFileSync(sealed);
    expect(bytes.subarray(0, 8).toString()).toBe('KUKKIBK1');
    expect(bytes.includes(Buffer.from('PG_VERSION'))).toBe(false);

    const wrong = toolWith({ BACKUP_PASSPHRASE: 'otra-frase' }, 'restore', sealed, '--data-dir', dataDir);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('la contraseña de la copia (BACKUP_PASSPHRASE) no es correcta');
    const missing = tool('restore', sealed, '--data-dir', dataDir);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('esta copia está cifrada: define BACKUP_PASSPHRASE');
    expect(fs.readdirSync(work).filter((f) => f.includes('restaurando'))).toEqual([]);

    const right = toolWith({ BACKUP_PASSPHRASE: 'frase-larga-de-la-jefa' }, 'restore', sealed, '--data-dir', dataDir);
    expect(right.stderr).toBe('');
    expect(right.status).toBe(0);
    expect(await orderIds(dataDir)).toEqual(['5e8f1d000000000000000001', '5e8f1d000000000000000002']);
    expect(fs.readdirSync(work).filter((f) => f.includes('descifrando'))).toEqual([]);
  }, 400_000);

  it('refuses while the shop has the folder open, and refuses a file that is not a copy', () => {
    const shop = spawn('sleep', ['60']);
    try {
      fs.writeFileSync(path.join(dataDir, EMBEDDED_PID_FILE), String(shop.pid));
      const res = tool('backup', path.join(work, 'otra.tar.gz'), '--data-dir', dataDir);
      expect(res.status).toBe(1);
      expect(res.stderr).toContain(`la tienda está en marcha con ${dataDir} (pid ${shop.pid})`);
      expect(fs.existsSync(path.join(work, 'otra.tar.gz'))).toBe(false);
    } finally {
      shop.kill('SIGKILL');
      fs.rmSync(path.join(dataDir, EMBEDDED_PID_FILE), { force: true });
    }
    fs.writeFileSync(path.join(work, 'nada.tar.gz'), 'no es un tar');
    const bad = tool('restore', path.join(work, 'nada.tar.gz'), '--data-dir', dataDir);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^No se pudo completar/);
  });

  it('refuses a damaged copy in Spanish, leaving the data in place and nothing half-restored', async () => {
    const before = await orderIds(dataDir);
    const fake = path.join(work, 'falsa');
    fs.mkdirSync(path.join(fake, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(fake, 'pglite', 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(fake, 'pglite', 'global'), 'basura');
    const damaged = path.join(work, 'dañada.tar.gz');
    spawnSync('tar', ['-czf', damaged, '-C', fake, '.']);
    const res = tool('restore', damaged, '--data-dir', dataDir);
    expect(res.status).toBe(1);
    expect(res.stderr).toBe(
      `No se pudo completar: ${damaged} está dañada o incompleta (su base de datos no abre); los datos actuales no cambiaron\n`,
    );
    expect(fs.readdirSync(work).filter((f) => f.includes('restaurando'))).toEqual([]);
    expect(await orderIds(dataDir)).toEqual(before);
  }, 120_000);

  it('calls a cut copy damaged, a folder a folder, and a refused restore a restore', () => {
    const cut = path.join(work, 'cortada.tar.gz');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(cut, whole.subarray(0, whole.length - 100));
    const res = tool('restore', cut, '--data-dir', dataDir);
    expect(res.stderr).toBe(
      `No se pudo completar: ${cut} está dañada o incompleta (no se puede leer entera); los datos actuales no cambiaron\n`,
    );
    expect(tool('restore', work, '--data-dir', dataDir).stderr).toBe(
      `No se pudo completar: ${work} es una carpeta: indica el archivo de la copia\n`,
    );
    const shop = spawn('sleep', ['60']);
    try {
      fs.writeFileSync(path.join(dataDir, EMBEDDED_PID_FILE), String(shop.pid));
      expect(tool('restore', file, '--data-dir', dataDir).stderr).toContain('detenla, ejecuta la restauración y vuelve a iniciarla');
    } finally {
      shop.kill('SIGKILL');
      fs.rmSync(path.join(dataDir, EMBEDDED_PID_FILE), { force: true });
    }
  });

  it('writes a relative FILE where the command was typed (INIT_CWD), not in the repository', () => {
    const typed = fs.mkdtempSync(path.join(work, 'escrito-'));
    const res = toolWith({ INIT_CWD: typed }, 'backup', 'relativa.tar.gz', '--data-dir', dataDir);
    expect(res.status).toBe(0);
    expect(fs.existsSync(path.join(typed, 'relativa.tar.gz'))).toBe(true);
    expect(fs.existsSync(path.join(repoRoot, 'relativa.tar.gz'))).toBe(false);
  }, 120_000);
});
