/** ?redirect=cart → '/cart'; default '/' (spec §2 /login). Only same-site paths are followed. */
export function redirectTarget(search: string): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw) return '/';
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  return path.startsWith('//') ? '/' : path;
}
