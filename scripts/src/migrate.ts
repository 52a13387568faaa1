import fs from 'node:fs';
import path from 'node:path';
import { SERVICES } from '@kukki/contracts';
import { DEFAULT_DATABASE_URL, openPostgres } from '@kukki/platform';

/** Applies every service's migrations and exits (Kubernetes migrations Job, upgrades). */
async function main() {
  const handle = openPostgres(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, 2);
  try {
    for (const service of SERVICES) {
      const folder = path.resolve(__dirname, '..', '..', 'services', service, 'migrations');
      if (!fs.existsSync(folder)) continue;
      await handle.migrate(service, folder);
      process.stdout.write(`migraciones aplicadas: ${service}\n`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  process.stderr.write(`Falló la migración: ${err.message}\n`);
  process.exit(1);
});
