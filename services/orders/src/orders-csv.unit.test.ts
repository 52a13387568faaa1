import { ORDERS_CSV_HEADER, type OrderDto } from '@kukki/contracts';
import { csvCell, csvRow, ordersCsv } from './orders-csv';
import { deliveryAddress } from './testing/order-fixtures';

const order = (patch: Partial<OrderDto> = {}): OrderDto =>
  ({
    _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    orderNumber: 'K-000007',
    createdAt: '2026-03-10T18:30:00.000Z',
    status: 'recibida',
    user: null,
    payer: { name: 'José "Pepe" Núñez', email: 'pepe@example.com', phone: { area_code: '55', number: '12345678' }, address: {} },
    deliveryAddress: { ...deliveryAddress, deliveryDate: '2026-03-12', giftText: '' },
    items: [
      {
        id: 'x',
        title: 'Caja Kukki (Chica)',
        picture_url: '',
        category_id: 'cajas',
        quantity: 2,
        unit_price: 200,
        description: '',
        picks: ['Besos de coco'],
      },
      { id: 'y', title: 'Pay de limón', picture_url: '', category_id: 'postres', quantity: 1, unit_price: 85, description: '' },
    ],
    itemsPrice: 485,
    totalPrice: 554,
    isPaid: true,
    ...patch,
  }) as OrderDto;

describe('orders CSV', () => {
  it('escapes quotes, commas and line breaks and neutralises formulas', () => {
    expect(csvCell('simple')).toBe('simple');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+52')).toBe("'+52");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
  });

  it('writes the header and one row per order in Mexico City time', () => {
    const csv = ordersCsv([
      order(),
      order({ orderNumber: 'K-000008', isPaid: false, status: 'creada', payer: { ...order().payer, name: '=cmd' } }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(ORDERS_CSV_HEADER.join(','));
    expect(lines[0]).toBe('numero,fecha,entrega,nombre,email,telefono,direccion,productos,total,pagada,estado');
    expect(lines[1]).toBe(
      'K-000007,2026-03-10 12:30,2026-03-12,"José ""Pepe"" Núñez",pepe@example.com,55 1234 5678,' +
        '"Durango 10, int. 3B, col. Roma Norte, Cuauhtémoc, C.P. 06700, CDMX",' +
        '"2 x Caja Kukki (Chica) (Besos de coco); 1 x Pay de limón",554.00,sí,recibida',
    );
    expect(lines[2]).toMatch(/^K-000008,[^,]+,2026-03-12,'=cmd,.*,no,creada$/);
    // The storefront stores «52» and ten digits; a chocolate's kinds may live only in its description.
    const stored = order({
      payer: { ...order().payer, phone: { area_code: '52', number: '5587654321' } },
      items: [{ ...order().items[1], title: 'Chocolates', category_id: 'chocolates', description: 'Caja con: Amargo' }],
    });
    expect(csvRow(stored)[5]).toBe('55 8765 4321');
    expect(csvRow(stored)[7]).toBe('1 x Chocolates (Amargo)');
    expect(lines[3]).toBe('');
  });
});
