import fs from 'node:fs';
import path from 'node:path';
import { SERVICES } from '@kukki/contracts';
import { DEFAULT_DATABASE_URL, openPostgres } from '@kukki/platform';

/**
 * A service's migration folders: `migrations/` under the service's name, and `migrations-<part>/`
 * under `<service>_<part>` (e.g. orders' payment ledger) — the names the services use at start.
 */
function migrationFolders(service: string): Array<[string, string]> {
  const dir = path.resolve(__dirname, '..', '..', 'services', service);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((entry) => /^migrations(-[a-z]+)?$/.test(entry))
    .sort()
    .map((entry) => [entry === 'migrations' ? service : `${service}_${entry.slice('migrations-'.length)}`, path.join(dir, entry)]);
}

/** Applies every service's migrations and exits (Kubernetes migrations Job, upgrades). */
async function main() {
  const handle = openPostgres(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, 2);
  try {
    for (const service of SERVICES) {
      for (const [name, folder] of migrationFolders(service)) {
        await handle.migrate(name, folder);
        process.stdout.write(`migraciones aplicadas: ${name}\n`);
      }
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`Falló la migración: ${err.message}\n`);
  process.exit(1);
});
