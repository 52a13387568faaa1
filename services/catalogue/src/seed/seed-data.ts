import type { Category, Product } from '@kukki/contracts';
import type { Palette } from '@kukki/platform';
import type { ArtKind } from '../media/artwork';

export type SeedCategory = Pick<Category, 'name' | 'flavor' | 'desc' | 'idx'>;

/** A product as the catalogue shows it, with its seed key and the recipe of its artwork. */
export type SeedProduct = Pick<Product, 'name' | 'category' | 'sku' | 'size' | 'price' | 'weight' | 'description' | 'packaging'> & {
  key: string;
  art: { kind: ArtKind; palette: Palette };
};

export const SEED_CATEGORIES: SeedCategory[] = [
  { name: 'cajas', flavor: 'Cajas de regalo', desc: 'Arma tu caja con tus galletas y dulces favoritos.', idx: 1 },
  { name: 'alfajores', flavor: 'Alfajores', desc: 'Suaves tapas de maicena rellenas de dulce de leche artesanal.', idx: 2 },
  { name: 'galletas', flavor: 'Galletas', desc: 'Galletas horneadas cada mañana con mantequilla real.', idx: 3 },
  { name: 'garapiñados', flavor: 'Garapiñados', desc: 'Nueces y almendras caramelizadas en cazo de cobre.', idx: 4 },
  { name: 'chocolates', flavor: 'Chocolates', desc: 'Chocolate mexicano de origen, templado a mano.', idx: 5 },
  { name: 'postres', flavor: 'Postres', desc: 'Pays, pasteles y brownies para compartir.', idx: 6 },
];

/** One presentation of a product: its SKU, its size label, its price in pesos and its weight in grams. */
type Presentation = [sku: number, size: string, price: number, weight: number];

type ProductRow = [
  key: string,
  name: string,
  category: string,
  kind: ArtKind,
  palette: [bg: string, main: string, accent: string, detail: string],
  presentations: Presentation[],
  packaging: string[],
  description: string,
];

// One product a line, in the shop's order.
// prettier-ignore
const PRODUCT_ROWS: ProductRow[] = [
  ['caja-kukki', 'Caja Kukki', 'cajas', 'box', ['#f3c6c6', '#fff4e8', '#d9777f', '#b5485a'], [[101, 'Chica', 200, 250], [102, 'Mediana', 300, 450], [103, 'Grande', 400, 650]], ['Caja de cartón kraft', 'Moño de listón', 'Tarjeta de regalo'], 'Arma tu caja de regalo eligiendo tus favoritos: alfajores, biscottis, garapiñados y galletas recién horneadas, con moño y tarjeta.'],
  ['caja-celebracion', 'Caja Celebración', 'cajas', 'box', ['#cfe3f3', '#fffaf0', '#5b8fc7', '#f2b134'], [[104, 'Chica', 200, 260], [105, 'Mediana', 300, 470], [106, 'Grande', 400, 680]], ['Caja rígida de colores', 'Papel de china', 'Confeti comestible'], 'Nuestra caja para cumpleaños y aniversarios: elige los dulces, nosotros la decoramos con papel de china y confeti comestible.'],
  ['alfajores-dulce-de-leche', 'Alfajores de dulce de leche', 'alfajores', 'alfajor', ['#f8e3c4', '#f2d2a0', '#ead0a8', '#9b5a2a'], [[201, '6 piezas', 180, 300], [202, '12 piezas', 340, 600]], ['Caja con ventana', 'Capacillos individuales'], 'Tapas de maicena que se deshacen en la boca, rellenas de dulce de leche casero y rodeadas de coco rallado.'],
  ['alfajores-chocolate', 'Alfajores de chocolate', 'alfajores', 'alfajor', ['#e9d3c0', '#5a3320', '#6e4029', '#d9a066'], [[203, '6 piezas', 210, 320], [204, '12 piezas', 390, 640]], ['Caja con ventana', 'Capacillos individuales'], 'Alfajores bañados en chocolate semiamargo con relleno de dulce de leche; el favorito de los chocolateros.'],
  ['alfajores-mini', 'Alfajores mini', 'alfajores', 'alfajor', ['#fbe9d7', '#f5dcb5', '#f0c98e', '#b0703a'], [[205, '12 piezas', 160, 240], [206, '24 piezas', 300, 480], [207, '36 piezas', 430, 720]], ['Bolsa celofán', 'Caja kraft'], 'Alfajores de un bocado, perfectos para mesas de postres, cafés de oficina y bolos de fiesta.'],
  ['galletas-nuez', 'Galletas de nuez', 'galletas', 'cookie', ['#f4e6d0', '#e9d6b9', '#f7efe2', '#b98a56'], [[301, 'Bolsa 250 g', 150, 250], [302, 'Lata 500 g', 280, 500]], ['Bolsa con cierre', 'Lata decorada'], 'Polvorones de nuez con azúcar glass, receta de la abuela; crujientes por fuera y suaves por dentro.'],
  ['galletas-te-chai', 'Galletas de té chai', 'galletas', 'cookie', ['#efd9c1', '#c58a52', '#d9a36a', '#7a4a24'], [[303, 'Bolsa 250 g', 160, 250], [304, 'Lata 500 g', 295, 500]], ['Bolsa con cierre', 'Lata decorada'], 'Galletas de mantequilla especiadas con canela, cardamomo, jengibre y clavo, como una taza de chai.'],
  ['galletas-moca', 'Galletas de moca', 'galletas', 'cookie', ['#e4d2c2', '#8a5a3b', '#a87450', '#3d2416'], [[305, 'Bolsa 250 g', 160, 250], [306, 'Lata 500 g', 295, 500]], ['Bolsa con cierre', 'Lata decorada'], 'Galletas de café de Veracruz y cacao con un toque de vainilla; ideales con un espresso.'],
  ['galletas-churro', 'Galletas de churro', 'galletas', 'cookie', ['#f7dfb8', '#d99a4e', '#e8b470', '#8c5420'], [[307, 'Bolsa 250 g', 150, 250], [308, 'Lata 500 g', 280, 500]], ['Bolsa con cierre', 'Lata decorada'], 'Galletas rellenas de cajeta, revolcadas en azúcar con canela, con todo el sabor de un churro de feria.'],
  ['besos-de-coco', 'Besos de coco', 'galletas', 'cookie', ['#f1f4ea', '#f6efdc', '#fffdf6', '#d6b98a'], [[309, '12 piezas', 140, 220], [310, '24 piezas', 260, 440]], ['Caja con ventana'], 'Macarrones de coco dorados al horno con base de chocolate blanco, suaves y húmedos por dentro.'],
  ['biscottis-mermelada', 'Biscottis de mermelada', 'galletas', 'cookie', ['#f6dde0', '#e7c9a0', '#f1dcbc', '#c0394e'], [[311, 'Bolsa 200 g', 150, 200], [312, 'Frasco 400 g', 280, 400]], ['Bolsa con cierre', 'Frasco de vidrio'], 'Biscottis horneados dos veces con almendra y un corazón de mermelada de frambuesa hecha en casa.'],
  ['galletas-avena', 'Galletas de avena y chispas', 'galletas', 'cookie', ['#f0e4cf', '#caa06a', '#dbb888', '#3f2315'], [[313, 'Bolsa 250 g', 140, 250], [314, 'Lata 500 g', 260, 500]], ['Bolsa con cierre', 'Lata decorada'], 'Galletas gruesas de avena con chispas de chocolate semiamargo y un toque de sal de mar.'],
  ['nueces-garapinadas', 'Nueces garapiñadas', 'garapiñados', 'nuts', ['#f5e2c6', '#a8622c', '#c98042', '#ecd2ad'], [[401, 'Bolsa 200 g', 190, 200], [402, 'Frasco 400 g', 360, 400]], ['Bolsa celofán', 'Frasco de vidrio'], 'Nueces pecanas caramelizadas en cazo de cobre con azúcar y canela; crujientes y brillantes.'],
  ['almendras-garapinadas', 'Almendras garapiñadas', 'garapiñados', 'nuts', ['#fbe3e6', '#e48a97', '#d46a7a', '#f6d0d5'], [[403, 'Bolsa 200 g', 180, 200], [404, 'Frasco 400 g', 340, 400]], ['Bolsa celofán', 'Frasco de vidrio'], 'Almendras enteras cubiertas de caramelo rosado al estilo tradicional de las ferias mexicanas.'],
  ['mix-garapinado', 'Mix garapiñado', 'garapiñados', 'nuts', ['#efe0cc', '#b9743b', '#e48a97', '#e6cfae'], [[405, 'Lata 500 g', 420, 500]], ['Lata decorada'], 'Nueces, almendras y cacahuates garapiñados en una lata para regalar o para no compartir.'],
  ['chocolates-artesanales', 'Chocolates artesanales', 'chocolates', 'chocolate', ['#4a2c1f', '#6b3e2a', '#a0673f', '#2b1810'], [[501, '9 piezas', 220, 110], [502, '16 piezas', 360, 200], [503, '25 piezas', 520, 310]], ['Caja rígida', 'Separadores individuales'], 'Bombones rellenos hechos a mano con cacao de Tabasco; elige los tipos de chocolate que prefieras.'],
  ['tableta-chocolate', 'Tableta de chocolate', 'chocolates', 'chocolate', ['#d8c2ae', '#5b3423', '#8c5a3c', '#47291b'], [[504, '100 g', 120, 100], [505, '250 g', 260, 250]], ['Envoltura de papel amate'], 'Tableta de chocolate de origen con nibs de cacao y sal de Colima; elige el tipo de chocolate.'],
  ['trufas', 'Trufas de chocolate', 'chocolates', 'chocolate', ['#3b2419', '#7a4a30', '#c9a36b', '#5a3322'], [[506, '6 piezas', 190, 90], [507, '12 piezas', 350, 180]], ['Caja rígida', 'Capacillos dorados'], 'Trufas de ganache cubiertas de cacao en polvo, almendra o coco; elige el tipo de chocolate.'],
  ['pay-de-limon', 'Pay de limón', 'postres', 'pie', ['#f2f5d6', '#e0c27a', '#f4ec9c', '#c8a15c'], [[601, 'Individual', 85, 150], [602, 'Grande (10 personas)', 480, 1400]], ['Domo de plástico reciclable', 'Caja de pastelería'], 'Base de galleta María con mantequilla, relleno cremoso de limón y merengue italiano flameado.'],
  ['cheesecake-frutos-rojos', 'Cheesecake de frutos rojos', 'postres', 'cake', ['#f9dde3', '#f7ecd6', '#c73a55', '#e0c9a6'], [[603, 'Individual', 95, 160], [604, 'Grande (12 personas)', 620, 1800]], ['Domo de plástico reciclable', 'Caja de pastelería'], 'Cheesecake horneado estilo Nueva York con coulis de fresa, frambuesa y zarzamora.'],
  ['brownies', 'Brownies de chocolate', 'postres', 'brownie', ['#ead6c3', '#4a2a1b', '#5c3523', '#c99b63'], [[605, '4 piezas', 160, 320], [606, '9 piezas', 340, 720]], ['Caja kraft', 'Papel encerado'], 'Brownies húmedos de chocolate semiamargo con nuez; corteza crujiente y centro fundente.'],
  ['pastel-zanahoria', 'Pastel de zanahoria', 'postres', 'cake', ['#fbe4cf', '#d9823b', '#fff3e3', '#b86a2c'], [[607, 'Rebanada', 75, 150], [608, 'Mediano (8 personas)', 450, 1300], [609, 'Grande (14 personas)', 690, 2200]], ['Domo de plástico reciclable', 'Caja de pastelería'], 'Pastel especiado de zanahoria con nuez y pasas, cubierto de betún de queso crema.'],
];

function toSeedProduct([
  key,
  name,
  category,
  kind,
  [bg, main, accent, detail],
  presentations,
  packaging,
  description,
]: ProductRow): SeedProduct {
  return {
    key,
    name,
    category,
    sku: presentations.map(([sku]) => sku),
    size: presentations.map(([, size]) => size),
    price: presentations.map(([, , price]) => price),
    weight: presentations.map(([, , , weight]) => weight),
    description,
    packaging,
    art: { kind, palette: { bg, main, accent, detail } },
  };
}

export const SEED_PRODUCTS: SeedProduct[] = PRODUCT_ROWS.map(toSeedProduct);
