import type { ArtKind } from '../media/artwork';

export interface SeedCategory {
  name: string;
  flavor: string;
  desc: string;
  idx: number;
}

export interface SeedProduct {
  key: string;
  name: string;
  category: string;
  sku: number[];
  size: string[];
  price: number[];
  weight: number[];
  description: string;
  packaging: string[];
  art: { kind: ArtKind; palette: { bg: string; main: string; accent: string; detail: string } };
}

export const SEED_CATEGORIES: SeedCategory[] = [
  { name: 'cajas', flavor: 'Cajas de regalo', desc: 'Arma tu caja con tus galletas y dulces favoritos.', idx: 1 },
  { name: 'alfajores', flavor: 'Alfajores', desc: 'Suaves tapas de maicena rellenas de dulce de leche artesanal.', idx: 2 },
  { name: 'galletas', flavor: 'Galletas', desc: 'Galletas horneadas cada mañana con mantequilla real.', idx: 3 },
  { name: 'garapiñados', flavor: 'Garapiñados', desc: 'Nueces y almendras caramelizadas en cazo de cobre.', idx: 4 },
  { name: 'chocolates', flavor: 'Chocolates', desc: 'Chocolate mexicano de origen, templado a mano.', idx: 5 },
  { name: 'postres', flavor: 'Postres', desc: 'Pays, pasteles y brownies para compartir.', idx: 6 },
];


const choco = { bg: '#4a2c1f', main: '#6b3e2a', accent: '#a0673f', detail: '#2b1810' };

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    key: 'caja-kukki', name: 'Caja Kukki', category: 'cajas', sku: [101, 102, 103], size: ['Chica', 'Mediana', 'Grande'], price: [200, 300, 400], weight: [250, 450, 650],
    description: 'Arma tu caja de regalo eligiendo tus favoritos: alfajores, biscottis, garapiñados y galletas recién horneadas, con moño y tarjeta.',
    packaging: ['Caja de cartón kraft', 'Moño de listón', 'Tarjeta de regalo'],
    art: { kind: 'box', palette: { bg: '#f3c6c6', main: '#fff4e8', accent: '#d9777f', detail: '#b5485a' } },
  },
  {
    key: 'caja-celebracion', name: 'Caja Celebración', category: 'cajas', sku: [104, 105, 106], size: ['Chica', 'Mediana', 'Grande'], price: [200, 300, 400], weight: [260, 470, 680],
    description: 'Nuestra caja para cumpleaños y aniversarios: elige los dulces, nosotros la decoramos con papel de china y confeti comestible.',
    packaging: ['Caja rígida de colores', 'Papel de china', 'Confeti comestible'],
    art: { kind: 'box', palette: { bg: '#cfe3f3', main: '#fffaf0', accent: '#5b8fc7', detail: '#f2b134' } },
  },
  {
    key: 'alfajores-dulce-de-leche', name: 'Alfajores de dulce de leche', category: 'alfajores', sku: [201, 202], size: ['6 piezas', '12 piezas'], price: [180, 340], weight: [300, 600],
    description: 'Tapas de maicena que se deshacen en la boca, rellenas de dulce de leche casero y rodeadas de coco rallado.',
    packaging: ['Caja con ventana', 'Capacillos individuales'],
    art: { kind: 'alfajor', palette: { bg: '#f8e3c4', main: '#f2d2a0', accent: '#ead0a8', detail: '#9b5a2a' } },
  },
  {
    key: 'alfajores-chocolate', name: 'Alfajores de chocolate', category: 'alfajores', sku: [203, 204], size: ['6 piezas', '12 piezas'], price: [210, 390], weight: [320, 640],
    description: 'Alfajores bañados en chocolate semiamargo con relleno de dulce de leche; el favorito de los chocolateros.',
    packaging: ['Caja con ventana', 'Capacillos individuales'],
    art: { kind: 'alfajor', palette: { bg: '#e9d3c0', main: '#5a3320', accent: '#6e4029', detail: '#d9a066' }, },
  },
  {
    key: 'alfajores-mini', name: 'Alfajores mini', category: 'alfajores', sku: [205, 206, 207], size: ['12 piezas', '24 piezas', '36 piezas'], price: [160, 300, 430], weight: [240, 480, 720],
    description: 'Alfajores de un bocado, perfectos para mesas de postres, cafés de oficina y bolos de fiesta.',
    packaging: ['Bolsa celofán', 'Caja kraft'],
    art: { kind: 'alfajor', palette: { bg: '#fbe9d7', main: '#f5dcb5', accent: '#f0c98e', detail: '#b0703a' } },
  },
  {
    key: 'galletas-nuez', name: 'Galletas de nuez', category: 'galletas', sku: [301, 302], size: ['Bolsa 250 g', 'Lata 500 g'], price: [150, 280], weight: [250, 500],
    description: 'Polvorones de nuez con azúcar glass, receta de la abuela; crujientes por fuera y suaves por dentro.',
    packaging: ['Bolsa con cierre', 'Lata decorada'],
    art: { kind: 'cookie', palette: { bg: '#f4e6d0', main: '#e9d6b9', accent: '#f7efe2', detail: '#b98a56' } },
  },
  {
    key: 'galletas-te-chai', name: 'Galletas de te chai', category: 'galletas', sku: [303, 304], size: ['Bolsa 250 g', 'Lata 500 g'], price: [160, 295], weight: [250, 500],
    description: 'Galletas de mantequilla especiadas con canela, cardamomo, jengibre y clavo, como una taza de chai.',
    packaging: ['Bolsa con cierre', 'Lata decorada'],
    art: { kind: 'cookie', palette: { bg: '#efd9c1', main: '#c58a52', accent: '#d9a36a', detail: '#7a4a24' } },
  },
  {
    key: 'galletas-moca', name: 'Galletas de moca', category: 'galletas', sku: [305, 306], size: ['Bolsa 250 g', 'Lata 500 g'], price: [160, 295], weight: [250, 500],
    description: 'Galletas de café de Veracruz y cacao con un toque de vainilla; ideales con un espresso.',
    packaging: ['Bolsa con cierre', 'Lata decorada'],
    art: { kind: 'cookie', palette: { bg: '#e4d2c2', main: '#8a5a3b', accent: '#a87450', detail: '#3d2416' } },
  },
  {
    key: 'galletas-churro', name: 'Galletas de churro', category: 'galletas', sku: [307, 308], size: ['Bolsa 250 g', 'Lata 500 g'], price: [150, 280], weight: [250, 500],
    description: 'Galletas rellenas de cajeta, revolcadas en azúcar con canela, con todo el sabor de un churro de feria.',
    packaging: ['Bolsa con cierre', 'Lata decorada'],
    art: { kind: 'cookie', palette: { bg: '#f7dfb8', main: '#d99a4e', accent: '#e8b470', detail: '#8c5420' } },
  },
  {
    key: 'besos-de-coco', name: 'Besos de coco', category: 'galletas', sku: [309, 310], size: ['12 piezas', '24 piezas'], price: [140, 260], weight: [220, 440],
    description: 'Macarrones de coco dorados al horno con base de chocolate blanco, suaves y húmedos por dentro.',
    packaging: ['Caja con ventana'],
    art: { kind: 'cookie', palette: { bg: '#f1f4ea', main: '#f6efdc', accent: '#fffdf6', detail: '#d6b98a' } },
  },
  {
    key: 'biscottis-mermelada', name: 'Biscottis de mermelada', category: 'galletas', sku: [311, 312], size: ['Bolsa 200 g', 'Frasco 400 g'], price: [150, 280], weight: [200, 400],
    description: 'Biscottis horneados dos veces con almendra y un corazón de mermelada de frambuesa hecha en casa.',
    packaging: ['Bolsa con cierre', 'Frasco de vidrio'],
    art: { kind: 'cookie', palette: { bg: '#f6dde0', main: '#e7c9a0', accent: '#f1dcbc', detail: '#c0394e' } },
  },
  {
    key: 'galletas-avena', name: 'Galletas de avena y chispas', category: 'galletas', sku: [313, 314], size: ['Bolsa 250 g', 'Lata 500 g'], price: [140, 260], weight: [250, 500],
    description: 'Galletas gruesas de avena con chispas de chocolate semiamargo y un toque de sal de mar.',
    packaging: ['Bolsa con cierre', 'Lata decorada'],
    art: { kind: 'cookie', palette: { bg: '#f0e4cf', main: '#caa06a', accent: '#dbb888', detail: '#3f2315' } },
  },
  {
    key: 'nueces-garapinadas', name: 'Nueces garapiñadas', category: 'garapiñados', sku: [401, 402], size: ['Bolsa 200 g', 'Frasco 400 g'], price: [190, 360], weight: [200, 400],
    description: 'Nueces pecanas caramelizadas en cazo de cobre con azúcar y canela; crujientes y brillantes.',
    packaging: ['Bolsa celofán', 'Frasco de vidrio'],
    art: { kind: 'nuts', palette: { bg: '#f5e2c6', main: '#a8622c', accent: '#c98042', detail: '#ecd2ad' } },
  },
  {
    key: 'almendras-garapinadas', name: 'Almendras garapiñadas', category: 'garapiñados', sku: [403, 404], size: ['Bolsa 200 g', 'Frasco 400 g'], price: [180, 340], weight: [200, 400],
    description: 'Almendras enteras cubiertas de caramelo rosado al estilo tradicional de las ferias mexicanas.',
    packaging: ['Bolsa celofán', 'Frasco de vidrio'],
    art: { kind: 'nuts', palette: { bg: '#fbe3e6', main: '#e48a97', accent: '#d46a7a', detail: '#f6d0d5' } },
  },
  {
    key: 'mix-garapinado', name: 'Mix garapiñado', category: 'garapiñados', sku: [405], size: ['Lata 500 g'], price: [420], weight: [500],
    description: 'Nueces, almendras y cacahuates garapiñados en una lata para regalar o para no compartir.',
    packaging: ['Lata decorada'],
    art: { kind: 'nuts', palette: { bg: '#efe0cc', main: '#b9743b', accent: '#e48a97', detail: '#e6cfae' } },
  },
  {
    key: 'chocolates-artesanales', name: 'Chocolates artesanales', category: 'chocolates', sku: [501, 502, 503], size: ['9 piezas', '16 piezas', '25 piezas'], price: [220, 360, 520], weight: [110, 200, 310],
    description: 'Bombones rellenos hechos a mano con cacao de Tabasco; elige los tipos de chocolate que prefieras.',
    packaging: ['Caja rígida', 'Separadores individuales'],
    art: { kind: 'chocolate', palette: choco },
  },
  {
    key: 'tableta-chocolate', name: 'Tableta de chocolate', category: 'chocolates', sku: [504, 505], size: ['100 g', '250 g'], price: [120, 260], weight: [100, 250],
    description: 'Tableta de chocolate de origen con nibs de cacao y sal de Colima; elige el tipo de chocolate.',
    packaging: ['Envoltura de papel amate'],
    art: { kind: 'chocolate', palette: { bg: '#d8c2ae', main: '#5b3423', accent: '#8c5a3c', detail: '#47291b' } },
  },
  {
    key: 'trufas', name: 'Trufas de chocolate', category: 'chocolates', sku: [506, 507], size: ['6 piezas', '12 piezas'], price: [190, 350], weight: [90, 180],
    description: 'Trufas de ganache cubiertas de cacao en polvo, almendra o coco; elige el tipo de chocolate.',
    packaging: ['Caja rígida', 'Capacillos dorados'],
    art: { kind: 'chocolate', palette: { bg: '#3b2419', main: '#7a4a30', accent: '#c9a36b', detail: '#5a3322' } },
  },
  {
    key: 'pay-de-limon', name: 'Pay de limón', category: 'postres', sku: [601, 602], size: ['Individual', 'Grande (10 personas)'], price: [85, 480], weight: [150, 1400],
    description: 'Base de galleta María con mantequilla, relleno cremoso de limón y merengue italiano flameado.',
    packaging: ['Domo de plástico reciclable', 'Caja de pastelería'],
    art: { kind: 'pie', palette: { bg: '#f2f5d6', main: '#e0c27a', accent: '#f4ec9c', detail: '#c8a15c' } },
  },
  {
    key: 'cheesecake-frutos-rojos', name: 'Cheesecake de frutos rojos', category: 'postres', sku: [603, 604], size: ['Individual', 'Grande (12 personas)'], price: [95, 620], weight: [160, 1800],
    description: 'Cheesecake horneado estilo Nueva York con coulis de fresa, frambuesa y zarzamora.',
    packaging: ['Domo de plástico reciclable', 'Caja de pastelería'],
    art: { kind: 'cake', palette: { bg: '#f9dde3', main: '#f7ecd6', accent: '#c73a55', detail: '#e0c9a6' } },
  },
  {
    key: 'brownies', name: 'Brownies de chocolate', category: 'postres', sku: [605, 606], size: ['4 piezas', '9 piezas'], price: [160, 340], weight: [320, 720],
    description: 'Brownies húmedos de chocolate semiamargo con nuez; corteza crujiente y centro fundente.',
    packaging: ['Caja kraft', 'Papel encerado'],
    art: { kind: 'brownie', palette: { bg: '#ead6c3', main: '#4a2a1b', accent: '#5c3523', detail: '#c99b63' } },
  },
  {
    key: 'pastel-zanahoria', name: 'Pastel de zanahoria', category: 'postres', sku: [607, 608, 609], size: ['Rebanada', 'Mediano (8 personas)', 'Grande (14 personas)'], price: [75, 450, 690], weight: [150, 1300, 2200],
    description: 'Pastel especiado de zanahoria con nuez y pasas, cubierto de betún de queso crema.',
    packaging: ['Domo de plástico reciclable', 'Caja de pastelería'],
    art: { kind: 'cake', palette: { bg: '#fbe4cf', main: '#d9823b', accent: '#fff3e3', detail: '#b86a2c' } },
  },
];


