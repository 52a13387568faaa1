import { drawDessert, escapeSvgText, svgCanvas, type DessertKind, type Palette } from '@kukki/platform';

/**
 * Seed artwork: each product gets its own illustrated SVG (no external images). A "kind" picks the
 * drawing, a palette and a variant make each product distinct.
 */
export type ArtKind = DessertKind;

export interface ArtSpec {
  kind: ArtKind;
  title: string;
  palette: Palette;
  variant?: number;
}

export function renderArtwork(spec: ArtSpec): string {
  return svgCanvas({
    label: spec.title,
    bg: spec.palette.bg,
    head: `<title>${escapeSvgText(spec.title)}</title>`,
    body: `<g transform="translate(0 40)">${drawDessert(spec.kind, spec.palette, spec.variant)}</g>`,
  });
}
