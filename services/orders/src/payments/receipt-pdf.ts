import { formatDeliveryAddress, orderNumberOf, paymentMethodLabel, picksLine, type OrderDto } from '@kukki/contracts';
import { betweenMargins, PDF_COLORS, renderPdf } from '../pdf-document';

const money = (n: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(n);
const dateTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', hour12: false, timeZone: 'America/Mexico_City' }).format(
        new Date(iso),
      )
    : '';

/**
 * The PDF receipt of a paid order (Spanish): shop, order and payment references, buyer, lines,
 * discount, shipping and total. Built with pdfkit's standard fonts (WinAnsi covers Spanish).
 */
export function renderReceiptPdf(order: OrderDto, now = new Date()): Promise<Buffer> {
  const info = { Title: `Recibo de la orden ${orderNumberOf(order)}`, Author: 'Kukki', Subject: 'Recibo de pago', CreationDate: now };
  return renderPdf({ margin: 56, info }, (doc) => {
    const { brown, muted } = PDF_COLORS;
    doc.fillColor(brown).font('Helvetica-Bold').fontSize(24).text('Kukki', { continued: false });
    doc.font('Helvetica').fontSize(10).fillColor(muted).text('Galletas y postres · CDMX y Estado de México · hola@kukki.mx');
    doc.moveDown(1.2);
    doc.fillColor(brown).font('Helvetica-Bold').fontSize(16).text('Recibo de pago');
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(10).fillColor('#222');
    const pr = order.paymentResult;
    const rows: Array<[string, string]> = [
      ['Orden', `No. ${orderNumberOf(order)} (${order._id})`],
      ['Fecha de la orden', dateTime(order.createdAt)],
      ['Fecha de pago', dateTime(order.paidAt)],
      ['Referencia de pago', pr?.id ?? ''],
      ['Medio de pago', paymentMethodLabel(pr?.payment_method_id, pr?.payment_type_id)],
      ['Cliente', `${order.payer.name} (${order.payer.email})`],
    ];
    for (const [label, value] of rows) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.font('Helvetica-Bold').text('Entrega: ', { continued: true }).font('Helvetica').text(formatDeliveryAddress(order.deliveryAddress));
    doc.moveDown(1);

    const { left, width } = betweenMargins(doc);
    const cols = { qty: left, title: left + 40, unit: left + width - 170, total: left + width - 80 };
    const header = doc.y;
    doc.font('Helvetica-Bold').fillColor(brown);
    doc.text('Cant.', cols.qty, header, { width: 36 });
    doc.text('Producto', cols.title, header, { width: cols.unit - cols.title - 8 });
    doc.text('Precio', cols.unit, header, { width: 80, align: 'right' });
    doc.text('Importe', cols.total, header, { width: 80, align: 'right' });
    doc
      .moveTo(left, doc.y + 4)
      .lineTo(left + width, doc.y + 4)
      .strokeColor('#d9c7b5')
      .stroke();
    doc.moveDown(0.6);
    doc.font('Helvetica').fillColor('#222');
    for (const item of order.items) {
      const y = doc.y;
      const picks = picksLine(item);
      const contents = picks ? `\n${picks}` : '';
      doc.text(String(item.quantity), cols.qty, y, { width: 36 });
      doc.text(`${item.title}${contents}`, cols.title, y, { width: cols.unit - cols.title - 8 });
      const after = doc.y;
      doc.text(money(item.unit_price), cols.unit, y, { width: 80, align: 'right' });
      doc.text(money(item.unit_price * item.quantity), cols.total, y, { width: 80, align: 'right' });
      doc.y = Math.max(after, doc.y) + 4;
    }
    doc.moveDown(0.6);
    const totals: Array<[string, string]> = [
      ['Subtotal', money(order.itemsPrice)],
      ...(order.discountPrice > 0
        ? ([
            [
              order.discountDescription.type === 'CP' ? `Cupón ${order.discountDescription.code}` : 'Descuento de primera compra (25 %)',
              `-${money(order.discountPrice)}`,
            ],
          ] as Array<[string, string]>)
        : []),
      ['Envío', order.shippingPrice > 0 ? money(order.shippingPrice) : 'Gratis'],
      ['Total pagado (MXN)', money(order.totalPrice)],
    ];
    for (const [i, [label, value]] of totals.entries()) {
      const last = i === totals.length - 1;
      const y = doc.y;
      doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fillColor(last ? brown : '#222');
      doc.text(label, cols.unit - 120, y, { width: 200, align: 'right' });
      doc.text(value, cols.total, y, { width: 80, align: 'right' });
      doc.y += 2;
    }
    doc.moveDown(2);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(muted)
      .text('Este recibo no es un comprobante fiscal. Si necesitas factura (CFDI), solicítala desde la página de tu orden.', left, doc.y, {
        width,
      });
  });
}
