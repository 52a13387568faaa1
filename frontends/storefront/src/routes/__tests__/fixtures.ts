import type { PayerInfo } from '@kukki/shop-client';

export const longDescription =
  'Galletas de mantequilla con chispas de chocolate semiamargo, crujientes por fuera y suaves por dentro, horneadas cada día.';

export const products = [
  {
    _id: 'p300',
    name: 'Alfajores',
    category: 'alfajores',
    sku: [300],
    size: ['6 piezas', '12 piezas'],
    price: [160, 300],
    weight: [200, 400],
    description: 'Alfajores de DULCE de leche',
    packaging: [],
    coverImage: '/a.png',
    images: [],
  },
  {
    _id: 'p100',
    name: 'Caja Kukki',
    category: 'cajas',
    sku: [100, 101, 102],
    size: ['Chica', 'Mediana', 'Grande'],
    price: [200, 300, 400],
    weight: [1, 2, 3],
    description: 'Arma tu caja',
    packaging: [],
    coverImage: '/c.png',
    images: ['/c2.png'],
  },
  {
    _id: 'p200',
    name: 'Galletas de chispas',
    category: 'galletas',
    sku: [200],
    size: ['12 piezas'],
    price: [180],
    weight: [300],
    description: longDescription,
    packaging: [],
    coverImage: '/g.png',
    images: [],
  },
];

/** The payer of the /summary tests: a guest delivering in Roma Norte. */
export const payer: PayerInfo = {
  name: 'Ana',
  lastname: 'López',
  email: 'ana@example.com',
  area_code: '+52',
  tel: '5512345678',
  street: 'Durango',
  stNumber: '10',
  intNumber: '',
  zip: '06700',
  col: 'Roma Norte',
  del: 'Cuauhtémoc',
  city: 'CDMX',
  deliveryDate: '',
  giftText: '',
};

/** The cart line of two 6-piece Alfajores (products[0]) at `price` each. */
export const alfajoresLine = (price: number) => ({
  id: 'p300',
  title: 'Alfajores',
  picture_url: '/a.png',
  category_id: 'alfajores',
  unit_price: price,
  quantity: 2,
  description: '',
  size: '6 piezas',
});
