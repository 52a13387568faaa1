import fs from 'node:fs';
import path from 'node:path';
import { openPostgres, runningEmbeddedShop, wrapPglite, type DatabaseHandle, openEmbeddedPglite } from '@kukki/platform';
import { CATALOGUE_MIGRATIONS } from '@kukki/catalogue';
import { USERS_MIGRATIONS } from '@kukki/users';
import { ORDERS_MIGRATIONS } from '@kukki/orders';
import { COUPONS_MIGRATIONS } from '@kukki/coupons';
import { SUBSCRIPTIONS_MIGRATIONS } from '@kukki/subscriptions';
import { ensureDatabase } from '../dev/database';

/** The services the import writes to, with their migrations (applied first: the import may come before the first start). */
export const IMPORT_SERVICES = [
  ['catalogue', CATALOGUE_MIGRATIONS],
  ['users', USERS_MIGRATIONS],
  ['orders', ORDERS_MIGRATIONS],
  ['coupons', COUPONS_MIGRATIONS],
  ['subscriptions', SUBSCRIPTIONS_MIGRATIONS],
] as const;

export interface Target {
  handle: DatabaseHandle;
  describe: string;
  close(): Promise<void>;
}

/** The embedded shop's PGlite under DATA_DIR (the shop must be stopped), with every service's migrations applied. */
export async function openEmbedded(dataDir: string): Promise<Target> {
  const pid = runningEmbeddedShop(path.resolve(dataDir));
  if (pid) throw new Error(`la tienda está en marcha con ${path.resolve(dataDir)} (pid ${pid}): detenla antes de importar`);
  const dir = path.join(path.resolve(dataDir), 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await openEmbeddedPglite(dir);
  const handle = wrapPglite(pglite);
  for (const [service, folder] of IMPORT_SERVICES) await handle.migrate(service, folder);
  return { handle, describe: `tienda embebida (${dir})`, close: () => pglite.close() };
}

/** The distributed PostgreSQL (every service's schema in one database), with every service's migrations applied. */
export async function openDistributed(databaseUrl: string): Promise<Target> {
  await ensureDatabase(databaseUrl);
  const handle = openPostgres(databaseUrl, 2);
  for (const [service, folder] of IMPORT_SERVICES) await handle.migrate(service, folder);
  const shown = new URL(databaseUrl);
  shown.password = shown.password ? '***' : '';
  return { handle, describe: `PostgreSQL ${shown.toString()}`, close: () => handle.close() };
}
