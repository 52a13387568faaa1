import { registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'storefront' | 'admin';
type Manifest = Partial<Record<RemoteName, string>>;

/** Where remotes live when /remotes.json cannot be read (the gateway's default layout). */
const FALLBACK: Manifest = {
  storefront: '/remotes/storefront/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};

let manifest: Promise<Manifest> | null = null;

async function fetchManifest(): Promise<Manifest> {
  try {
    const response = await fetch('/remotes.json', { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok) return FALLBACK;
    return { ...FALLBACK, ...((await response.json()) as Manifest) };
  } catch {
    return FALLBACK;
  }
}

/** Reads the runtime manifest once and registers its remotes; `force` re-registers (retry after a failure). */
export async function ensureRemote(name: RemoteName, force = false): Promise<void> {
  if (!manifest || force) manifest = fetchManifest();
  const entries = await manifest;
  const entry = entries[name];
  if (!entry) throw new Error(`No hay dirección para el módulo ${name}`);
  registerRemotes([{ name, entry }], { force });
}
