/**
 * An order line's title: the product and its size, «Alfajores de chocolate (6 piezas)»; a size that has
 * its own parentheses reads «Pastel de zanahoria — Mediano (8 personas)», never «(Mediano (8 personas))».
 * A title that already names its size is kept as it is.
 */
export function lineTitle(name: string, size?: string | null): string {
  const s = size?.trim();
  if (!s || name.toLowerCase().includes(s.toLowerCase())) return name;
  return /[()]/.test(s) ? `${name} — ${s}` : `${name} (${s})`;
}

/** The product of a line's title, without the size `lineTitle` added in either form ('Pastel — Mediano (8 personas)' → 'Pastel'). */
export function lineProductName(title: string, size?: string | null): string {
  const s = size?.trim();
  if (!s) return title;
  for (const suffix of [` (${s})`, ` — ${s}`]) if (title.endsWith(suffix)) return title.slice(0, -suffix.length);
  return title;
}
