import { drawDessert, escapeSvgText as esc, svgCanvas, svgDots as dots, type DessertKind, type Palette } from '@kukki/platform';

/**
 * Illustrated SVGs for plans and desserts of the month (no external images): a gift box with
 * two desserts for plans, the dessert's own shape (a cookie, a pie, truffles…) for each dessert of the month.
 */

function frame(title: string, subtitle: string, bg: string, drawing: string): string {
  const caption = subtitle
    ? `<text x="300" y="570" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="24" fill="#fff">${esc(subtitle)}</text>`
    : '';
  return svgCanvas({
    label: title,
    bg,
    body: `${drawing}
  <rect x="0" y="470" width="600" height="130" fill="#00000026"/>
  <text x="300" y="530" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="40" fill="#fff">${esc(title)}</text>
  ${caption}`,
  });
}

/** A plan: a box with two desserts; `months` ribbons on the lid tell the periods apart. */
export function renderPlanArt(opts: { title: string; subtitle: string; palette: Palette; months: number }): string {
  const { main, accent, detail, bg } = opts.palette;
  const ribbons = Array.from(
    { length: Math.min(opts.months, 12) },
    (_, i) => `<rect x="${152 + i * 25}" y="158" width="16" height="34" rx="4" fill="#ffffffcc"/>`,
  ).join('');
  const drawing = `<rect x="140" y="150" width="320" height="240" rx="20" fill="${main}"/>
    <rect x="140" y="150" width="320" height="50" rx="20" fill="${accent}"/>${ribbons}
    <circle cx="240" cy="300" r="60" fill="${detail}"/><circle cx="360" cy="300" r="60" fill="${accent}"/>
    ${dots(8 + opts.months, opts.months, 300, 300, 120, '#ffffffaa', 5)}`;
  return frame(opts.title, opts.subtitle, bg, drawing);
}

/** A dessert of the month, drawn as what it is (`kind`), above its name. */
export function renderDessertArt(opts: { title: string; kind: DessertKind; palette: Palette; variant: number }): string {
  const drawing = `<g transform="translate(0 20)">${drawDessert(opts.kind, opts.palette, opts.variant)}</g>`;
  return frame(opts.title, '', opts.palette.bg, drawing);
}
