import PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** The shop's colours on its PDFs: headings, and the small print under them. */
export const PDF_COLORS = { brown: '#5a3520', muted: '#7b6554' };

/** A letter-size PDF that `draw` writes, as its bytes (rejected if pdfkit fails). */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', ...options });
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
