import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publicUrlOf } from '@kukki/platform';
import { orderUrl } from '@kukki/orders';
import { formatReport, importOriginalShop, type GuestOrderLink } from './import/importer';
import { openDistributed, openEmbedded } from './import/open-target';

const USAGE = `Uso: npm run import -- --from DIR [--to embedded|distributed] [--data-dir DIR] [--database-url URL]
  DIR: archivos de mongoexport (products.json, categories.json, users.json, orders.json, coupons.json, subscriptions.json)
  --to embedded (predeterminado sin DATABASE_URL): la tienda embebida en DATA_DIR (detenla antes)
  --to distributed (predeterminado con DATABASE_URL): la base PostgreSQL de los servicios`;

/** `npm run import -- --from DIR`: brings the original shop's MongoDB export into the embedded or distributed shop. */
async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.from) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 64);
  }
  const from = path.resolve(values.from);
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) throw new Error(`no existe la carpeta ${from}`);
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const to = values.to ?? (databaseUrl ? 'distributed' : 'embedded');
  if (to !== 'embedded' && to !== 'distributed') throw new Error('--to debe ser embedded o distributed');
  if (to === 'distributed' && !databaseUrl) throw new Error('falta DATABASE_URL (o --database-url) para importar a PostgreSQL');
  const target =
    to === 'embedded' ? await openEmbedded(values['data-dir'] ?? process.env.DATA_DIR ?? './.data') : await openDistributed(databaseUrl!);
  try {
    process.stdout.write(`Importando ${from} → ${target.describe}\n\n`);
    const report = await importOriginalShop(from, () => target.handle.db);
    process.stdout.write(`${formatReport(report)}\n`);
    saveGuestLinks(report.orders.guestOrderLinks ?? []);
  } finally {
    await target.close();
  }
}

/**
 * Guest orders open with a token only their link carries, and the shop keeps only its hash: the links
 * go to a file readable by its owner alone, for the shop to send to those customers.
 */
function saveGuestLinks(links: GuestOrderLink[]) {
  if (!links.length) return;
  const base = publicUrlOf(process.env);
  if (!process.env.PUBLIC_URL)
    process.stdout.write(
      `\nAviso: PUBLIC_URL no está definida; los enlaces usan ${base}. Antes de enviarlos, cambia en el archivo ${base} por la dirección pública de la tienda (el token de cada enlace no depende de ella); la próxima vez importa con PUBLIC_URL=https://tu-tienda.\n`,
    );
  // The folder it was run from (npm runs scripts from the repository's root; INIT_CWD is where `npm run import` was typed).
  const folder = process.env.INIT_CWD ?? process.cwd();
  const file = path.resolve(folder, `kukki-enlaces-invitados-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`);
  const csv = ['orden,correo,enlace', ...links.map((l) => `${l.id},${l.email},${orderUrl(base, l.id, l.token)}`)].join('\n');
  fs.writeFileSync(file, `${csv}\n`, { mode: 0o600 });
  process.stdout.write(
    `\n${links.length} órdenes de invitado recibieron su enlace de acceso: ${file}\n(es la única copia de los enlaces; envíalos a sus clientes y guarda el archivo en un lugar seguro)\n`,
  );
}

main().catch((err) => {
  process.stderr.write(`No se pudo importar: ${(err as Error).message}\n`);
  process.exit(1);
});
