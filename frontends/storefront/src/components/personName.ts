/**
 * Name and surname for a form, each in its own field: the profile's `lastname` when it has one;
 * otherwise an older full name ('Beto Usuario') is split at its first space, so the surname is not
 * typed twice («Beto Usuario Usuario»).
 */
export function personName(profile: { name?: string | null; lastname?: string | null } | null | undefined, fallback = '') {
  const name = (profile?.name ?? fallback ?? '').trim();
  const lastname = (profile?.lastname ?? '').trim();
  if (lastname || !name.includes(' ')) return { name, lastname };
  const at = name.indexOf(' ');
  return { name: name.slice(0, at), lastname: name.slice(at + 1).trim() };
}
