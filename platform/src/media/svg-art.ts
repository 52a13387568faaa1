/**
 * Building blocks of the seed artwork the services draw (illustrated SVGs, no external images):
 * the palette, the escaping, the scattered dots and the square canvas with its soft light.
 */
export interface Palette {
  bg: string;
  main: string;
  accent: string;
  detail: string;
}

export const escapeSvgText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `n` dots spread evenly over a disc (golden-angle spiral); `seed` turns the pattern. */
export function svgDots(n: number, seed: number, cx: number, cy: number, r: number, color: string, size = 6): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = (i * 137.5 + seed * 29) * (Math.PI / 180);
    const d = r * Math.sqrt((i + 0.5) / n);
    out += `<circle cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d).toFixed(1)}" r="${size}" fill="${color}"/>`;
  }
  return out;
}

/** A 600×600 picture labelled `label` on a `bg` background; `head` goes right after the opening tag. */
export function svgCanvas(opts: { label: string; bg: string; head?: string; body: string }): string {
  const { label, bg, head = '', body } = opts;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeSvgText(label)}">${head}
  <defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></radialGradient></defs>
  <rect width="600" height="600" fill="${bg}"/><rect width="600" height="600" fill="url(#g)"/>
  ${body}
</svg>`;
}
