const HERE = 'https://kukki.invalid';

/** ?redirect=cart → '/cart'; default '/' (spec §2 /login). Only same-site paths are followed. */
export function redirectTarget(search: string): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw) return '/';
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  // «//host» and «/\host» (read as «//host» by browsers), spaces and control characters lead away or nowhere.
  const strange = [...path].some((c) => c === '\\' || c.charCodeAt(0) <= 0x20);
  if (strange || new URL(path, HERE).origin !== HERE) return '/';
  return path;
}
