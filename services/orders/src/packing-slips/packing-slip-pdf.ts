import { deliveryDayLabel, doNotPackReason, formatDeliveryAddress, formatOrderNumber, lineTitle, mexicanPhone } from '@kukki/contracts';
import type { OrderRow } from '../db/schema';
import { betweenMargins, PDF_COLORS, renderPdf, type PdfDoc } from '../pdf-document';
import { productName } from '../production/day-sheets';

const { brown, muted } = PDF_COLORS;

/** A red band across the page with the reason not to pack the order. */
function drawDoNotPack(doc: PdfDoc, reason: string): void {
  const { left, width } = betweenMargins(doc);
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(18);
  const height = doc.heightOfString(reason, { width: width - 24 }) + 20;
  doc.rect(left, top, width, height).fill('#b42318');
  doc.fillColor('#ffffff').text(reason, left + 12, top + 10, { width: width - 24, align: 'center' });
  doc.y = top + height + 12;
  doc.x = left;
}

/** One order's packing slip on the current page: number, delivery date, recipient, address, items and box contents, the gift note large; no prices. */
function drawSlip(doc: PdfDoc, order: OrderRow): void {
  const a = order.deliveryAddress;
  const doNotPack = doNotPackReason(order);
  if (doNotPack) drawDoNotPack(doc, doNotPack);
  doc.fillColor(brown).font('Helvetica-Bold').fontSize(13).text('Kukki · Hoja de empaque');
  doc.moveDown(0.3);
  doc.fontSize(26).text(`Orden ${formatOrderNumber(order.orderSeq)}`);
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#222')
    .text(`Entrega: ${deliveryDayLabel(a.deliveryDate) || 'por confirmar'}`);
  doc.moveDown(0.8);

  doc.font('Helvetica-Bold').fontSize(12).fillColor(brown).text('Para');
  doc.font('Helvetica').fontSize(12).fillColor('#222').text(order.payer.name);
  const phone = mexicanPhone(order.payer.phone?.area_code, order.payer.phone?.number)?.text;
  if (phone) doc.text(`Tel. ${phone}`);
  doc.text(formatDeliveryAddress(a, ['street']));
  doc.text(formatDeliveryAddress(a, ['col', 'del', 'zip', 'city']));
  doc.moveDown(0.8);

  doc.font('Helvetica-Bold').fontSize(12).fillColor(brown).text('Contenido');
  doc.moveDown(0.2);
  for (const item of order.items) {
    const name = lineTitle(productName(item), item.size);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#222').text(`${item.quantity} × ${name}`);
    if (item.picks.length)
      doc
        .font('Helvetica')
        .fontSize(11)
        .fillColor(muted)
        .text(`   Lleva: ${item.picks.join(', ')}`);
  }
  doc.moveDown(1);

  const note = a.giftText?.trim();
  doc.font('Helvetica-Bold').fontSize(12).fillColor(brown).text('Nota de regalo');
  doc.moveDown(0.3);
  if (note) {
    const { left, width } = betweenMargins(doc);
    const top = doc.y;
    doc
      .font('Helvetica-Oblique')
      .fontSize(22)
      .fillColor('#222')
      .text(note, left + 16, top + 14, { width: width - 32, align: 'center' });
    const bottom = doc.y + 14;
    doc
      .roundedRect(left, top, width, bottom - top, 8)
      .strokeColor('#d9c7b5')
      .lineWidth(1.5)
      .stroke();
    doc.y = bottom;
    doc.x = left;
  } else {
    doc.font('Helvetica').fontSize(11).fillColor(muted).text('Sin mensaje de regalo.');
  }
}

/** The packing slips of the orders, one letter page each (an empty day gives one page that says so). */
export function renderPackingSlips(orders: OrderRow[], title: string, now = new Date()): Promise<Buffer> {
  return renderPdf({ margin: 54, autoFirstPage: false, info: { Title: title, Author: 'Kukki', CreationDate: now } }, (doc) => {
    if (orders.length === 0) {
      doc.addPage();
      doc.font('Helvetica').fontSize(14).fillColor('#222').text(`${title}: no hay órdenes pagadas para ese día.`);
    }
    for (const order of orders) {
      doc.addPage();
      drawSlip(doc, order);
    }
  });
}
