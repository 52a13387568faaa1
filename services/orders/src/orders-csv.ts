import { formatDeliveryAddress, linePicks, mexicanPhone, ORDERS_CSV_HEADER, shopDateTime, type OrderDto } from '@kukki/contracts';

/**
 * One CSV cell: quoted when it holds a quote, comma, semicolon or line break; a cell that a
 * spreadsheet would read as a formula (= + - @, tab, carriage return) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const money = (pesos: number) => pesos.toFixed(2);

/** A Mexican number as it is dialled at home («55 1234 5678»): a leading «+» would be a formula to a spreadsheet. */
const phone = (p: OrderDto['payer']['phone']) => mexicanPhone(p?.area_code, p?.number)?.text.replace(/^\+52 /, '') ?? '';

/** The export's columns of one order (header `ORDERS_CSV_HEADER`). */
export function csvRow(o: OrderDto): string[] {
  const d = o.deliveryAddress;
  return [
    o.orderNumber,
    shopDateTime(new Date(o.createdAt)),
    d.deliveryDate ?? '',
    o.payer.name,
    o.payer.email,
    phone(o.payer.phone),
    formatDeliveryAddress(d),
    o.items.map((i) => `${i.quantity} x ${i.title}${linePicks(i) ? ` (${linePicks(i)})` : ''}`).join('; '),
    money(o.totalPrice),
    o.isPaid ? 'sí' : 'no',
    o.status,
  ];
}

/** The whole file without BOM; CRLF line ends (RFC 4180). */
export function ordersCsv(orders: OrderDto[]): string {
  const lines = [ORDERS_CSV_HEADER.join(','), ...orders.map((o) => csvRow(o).map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
