import { escapeSvgText, svgCanvas, svgDots } from './svg-art';

describe('svg art', () => {
  it('escapes text for element content and attributes', () => {
    expect(escapeSvgText('Tarta "Fresa" & <nuez>')).toBe('Tarta &quot;Fresa&quot; &amp; &lt;nuez&gt;');
  });

  it('draws as many dots as asked, turned by the seed', () => {
    const dots = svgDots(5, 1, 300, 300, 100, '#fff', 4);
    expect(dots.match(/<circle /g)).toHaveLength(5);
    expect(svgDots(5, 2, 300, 300, 100, '#fff', 4)).not.toBe(dots);
  });

  it('frames the body on a labelled square canvas', () => {
    const svg = svgCanvas({ label: 'Caja & co', bg: '#abcdef', head: '<title>t</title>', body: '<g/>' });
    expect(svg).toMatch(/^<svg [^>]*aria-label="Caja &amp; co"><title>t<\/title>\n/);
    expect(svg).toContain('<rect width="600" height="600" fill="#abcdef"/>');
    expect(svg.endsWith('<g/>\n</svg>')).toBe(true);
  });
});
