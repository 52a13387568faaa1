import { PDFParse } from 'pdf-parse';
import { sampleOrder } from '@kukki/contracts/testing';
import { pdfText } from '../pdf-document';
import { renderReceiptPdf } from './receipt-pdf';

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('the PDF receipt', () => {
  it('lists a box’s contents under «Caja con:» and a chocolate’s kind under «Tipo:», as the order page does', async () => {
    const base = sampleOrder({ isPaid: true, paidAt: '2025-11-14T18:00:00.000Z' });
    const chocolate = { ...base.items[1], title: 'Chocolates artesanales', category_id: 'chocolates', description: 'Caja con: Amargo' };
    const text = await textOf(await renderReceiptPdf({ ...base, items: [base.items[0], chocolate] }));
    expect(text).toContain('Recibo de pago');
    expect(text).toContain('Caja con: Alfajores mini, Besos de coco, Galletas de churro');
    expect(text).toContain('Tipo: Amargo');
    expect(text).not.toContain('Caja con: Amargo');
  });
});

describe('text the standard fonts cannot draw', () => {
  it.each([
    ['an emoji is left out', '¡Feliz cumple! 🎂', '¡Feliz cumple! '],
    ['no double space where it stood', 'Mariana 🌸 Núñez', 'Mariana Núñez'],
    ['«№» is «No», Spanish letters and marks stay', 'Depto №5 — «Ñandú» 20 €', 'Depto No5 — «Ñandú» 20 €'],
    ['a combining accent joins its letter', 'Jose\u0301', 'José'],
  ])('%s', (_, typed, drawn) => expect(pdfText(typed)).toBe(drawn));

  it('prints a payer and a gift note typed with emoji without stray glyphs', async () => {
    const base = sampleOrder({ isPaid: true, paidAt: '2025-11-14T18:00:00.000Z' });
    const text = await textOf(await renderReceiptPdf({ ...base, payer: { ...base.payer, name: 'Mariana 🌸 Núñez' } }));
    expect(text).toContain('Mariana Núñez');
    expect(text).not.toMatch(/Ø|ß/);
  });
});
