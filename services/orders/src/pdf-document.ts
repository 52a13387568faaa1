import PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** The shop's colours on its PDFs: headings, and the small print under them. */
export const PDF_COLORS = { brown: '#5a3520', muted: '#7b6554' };

/** What pdfkit's standard fonts can draw (WinAnsi): Latin-1 and the typographic marks of Windows-1252. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ\n\t]$/u;

/**
 * Text as the standard fonts can draw it: a character outside WinAnsi becomes its compatibility form when that
 * one is drawable («№» → «No»), else it is left out (an emoji in a gift note would print as «Ø‹ß‚»).
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (WIN_ANSI.test(char)) out += char;
    else {
      const compatible = char.normalize('NFKC');
      if ([...compatible].every((c) => WIN_ANSI.test(c))) out += compatible;
    }
  }
  return out.replace(/ {2,}/g, ' ');
}

/**
 * A letter-size PDF that `draw` writes, as its bytes (rejected if pdfkit fails). Every string given to `text`
 * goes through pdfText: what customers type (names, gift notes) reaches the page drawable.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', ...options });
    const drawText = doc.text.bind(doc) as (...args: unknown[]) => PdfDoc;
    doc.text = (value: unknown, ...rest: unknown[]) => drawText(typeof value === 'string' ? pdfText(value) : value, ...rest);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Where the current page's text runs: its left margin, and the width up to the right margin. */
export function betweenMargins(doc: PdfDoc): { left: number; width: number } {
  const left = doc.page.margins.left;
  return { left, width: doc.page.width - left - doc.page.margins.right };
}
