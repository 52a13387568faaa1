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
