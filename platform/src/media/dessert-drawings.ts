import { svgDots as dots, type Palette } from './svg-art';

/** What a seed picture shows: the shape of the shop's products (a plan is a box of two desserts). */
export type DessertKind = 'box' | 'alfajor' | 'cookie' | 'nuts' | 'chocolate' | 'cake' | 'pie' | 'brownie' | 'plan';

/**
 * The drawing of a `kind` on the 600×600 canvas (about y 120–420), in the palette's colours; `variant`
 * turns the pattern so two products of one kind differ.
 */
export function drawDessert(kind: DessertKind, palette: Palette, variant = 0): string {
  const { main, accent, detail } = palette;
  const v = variant;
  switch (kind) {
    case 'box':
      return `<rect x="130" y="170" width="340" height="230" rx="18" fill="${main}"/>
        <rect x="115" y="140" width="370" height="60" rx="14" fill="${accent}"/>
        <rect x="280" y="140" width="40" height="260" fill="${detail}"/>
        <path d="M300 140 C250 80 200 100 230 140 Z M300 140 C350 80 400 100 370 140 Z" fill="${detail}"/>
        ${dots(6 + v * 2, v, 300, 290, 110, '#fff8', 5)}`;
    case 'alfajor':
      return `<ellipse cx="300" cy="330" rx="190" ry="60" fill="${main}"/>
        <rect x="110" y="270" width="380" height="60" fill="${main}"/>
        <ellipse cx="300" cy="270" rx="190" ry="60" fill="${accent}"/>
        <rect x="118" y="240" width="364" height="30" fill="${detail}"/>
        <ellipse cx="300" cy="220" rx="190" ry="60" fill="${main}"/>
        <rect x="110" y="170" width="380" height="50" fill="${main}"/>
        <ellipse cx="300" cy="170" rx="190" ry="60" fill="${accent}"/>
        ${dots(14 + v * 4, v, 300, 170, 150, '#ffffffcc', 4)}`;
    case 'cookie':
      return `<circle cx="300" cy="270" r="170" fill="${main}"/>
        <circle cx="300" cy="270" r="150" fill="${accent}"/>
        ${dots(9 + v * 3, v, 300, 270, 130, detail, 12)}`;
    case 'nuts':
      return `<ellipse cx="300" cy="360" rx="210" ry="50" fill="${detail}"/>
        ${Array.from({ length: 11 + v }, (_, i) => {
          const x = 150 + ((i * 53 + v * 17) % 300);
          const y = 230 + ((i * 37) % 110);
          return `<ellipse cx="${x}" cy="${y}" rx="42" ry="28" transform="rotate(${(i * 41) % 180} ${x} ${y})" fill="${i % 2 ? main : accent}"/>`;
        }).join('')}`;
    case 'chocolate':
      return `<rect x="150" y="120" width="300" height="300" rx="16" fill="${main}"/>
        ${Array.from({ length: 9 }, (_, i) => `<rect x="${165 + (i % 3) * 95}" y="${135 + Math.floor(i / 3) * 95}" width="80" height="80" rx="8" fill="${i === v % 9 ? accent : detail}"/>`).join('')}`;
    case 'cake':
      return `<ellipse cx="300" cy="380" rx="220" ry="36" fill="${detail}"/>
        <rect x="130" y="210" width="340" height="160" rx="14" fill="${main}"/>
        <rect x="130" y="270" width="340" height="22" fill="${accent}"/>
        <path d="M130 215 Q160 250 190 215 Q220 250 250 215 Q280 250 310 215 Q340 250 370 215 Q400 250 430 215 Q455 245 470 215 L470 200 L130 200Z" fill="#fff"/>
        ${dots(5, v, 300, 175, 90, accent, 14)}`;
    case 'pie':
      return `<ellipse cx="300" cy="300" rx="220" ry="110" fill="${detail}"/>
        <ellipse cx="300" cy="285" rx="200" ry="95" fill="${main}"/>
        <ellipse cx="300" cy="280" rx="170" ry="75" fill="${accent}"/>
        ${dots(7 + v, v, 300, 280, 120, '#fff', 10)}`;
    case 'brownie':
      return `${Array.from({ length: 4 }, (_, i) => `<rect x="${140 + (i % 2) * 170}" y="${150 + Math.floor(i / 2) * 130}" width="150" height="110" rx="10" fill="${i % 2 ? main : accent}"/>`).join('')}
        ${dots(10 + v, v, 300, 265, 140, detail, 7)}`;
    case 'plan':
      return `<rect x="140" y="150" width="320" height="240" rx="20" fill="${main}"/>
        <rect x="140" y="150" width="320" height="50" rx="20" fill="${accent}"/>
        <circle cx="240" cy="300" r="60" fill="${detail}"/><circle cx="360" cy="300" r="60" fill="${accent}"/>
        ${dots(8 + v * 2, v, 300, 300, 120, '#ffffffaa', 5)}`;
  }
}
