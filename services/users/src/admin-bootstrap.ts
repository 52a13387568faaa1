import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isUniqueViolation, newId, type Database, type Logger } from '@kukki/platform';
import type { UsersOptions } from './config';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllBeforeNow } from './sessions';
import { UsersRepository } from './users.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@kukki.mx';
export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.txt';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create the administrator, or promote and re-password an existing
 * account. Embedded development without them gets a default admin whose random password is printed
 * once and kept in DATA_DIR/admin-credentials.txt. Never in production.
 */
export async function bootstrapAdmin(db: Database, options: UsersOptions, dataDir: string, logger: Logger): Promise<void> {
  const repo = new UsersRepository(db);
  if (options.admin) {
    const email = options.admin.email.trim().toLowerCase();
    await ensureAdmin(repo, email, options.admin.password);
    logger.info({ email }, 'administrador configurado desde ADMIN_EMAIL');
    return;
  }
  if (!options.defaultAdmin || (await repo.anyAdmin())) return;
  const password = randomBytes(12).toString('base64url');
  await ensureAdmin(repo, DEFAULT_ADMIN_EMAIL, password);
  const line = `Administrador: ${DEFAULT_ADMIN_EMAIL} / ${password}`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, ADMIN_CREDENTIALS_FILE), `${line}\n`, { mode: 0o600 });
  process.stdout.write(`\n${line}\n(guardado en ${path.join(dataDir, ADMIN_CREDENTIALS_FILE)})\n\n`);
}

async function ensureAdmin(repo: UsersRepository, email: string, password: string): Promise<void> {
  let existing = await repo.findByEmail(email);
  if (!existing) {
    try {
      await repo.insert({ id: newId(), name: 'Administrador', email, passwordHash: await hashPassword(password), isAdmin: true });
      return;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // another replica created it first
      existing = await repo.findByEmail(email);
      if (!existing) throw err;
    }
  }
  // Only a different password is re-hashed, so a restart does not log the admin out.
  const samePassword = await verifyPassword(existing.passwordHash, password);
  await repo.update(existing.id, {
    isAdmin: true,
    active: true,
    ...(samePassword
      ? {}
      : { passwordHash: await hashPassword(password), tokensValidAfter: revokeAllBeforeNow(), passwordChangedAt: new Date() }),
  });
}
