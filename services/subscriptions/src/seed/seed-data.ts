import type { SubscriptionPeriod } from '@kukki/contracts';
import type { DessertKind, Palette } from '@kukki/platform';

export interface SeedPlan {
  key: string;
  name: string;
  amount: number;
  period: SubscriptionPeriod;
  months: number;
  disclaimer: string;
  discount: string;
  subtitle: string;
  palette: Palette;
}

/** One plan per period (spec §1, §9). Amounts in pesos; every plan brings two desserts a month. */
export const SEED_PLANS: SeedPlan[] = [
  {
    key: 'unica',
    name: 'Kukki Única',
    amount: 549,
    period: 'Única',
    months: 1,
    disclaimer: 'Un solo envío con los dos postres del mes. Pago único, sin renovación automática.',
    discount: '',
    subtitle: 'Un solo envío',
    palette: { bg: '#f6dde0', main: '#fff4e8', accent: '#d9777f', detail: '#b5485a' },
  },
  {
    key: 'mensual',
    name: 'Kukki Mensual',
    amount: 499,
    period: 'Mensual',
    months: 1,
    disclaimer: 'Cargo recurrente de $499 cada mes. Cancela cuando quieras desde Mercado Pago.',
    discount: 'Ahorra 9% frente a la caja única',
    subtitle: '$499 al mes',
    palette: { bg: '#f8e3c4', main: '#fffaf0', accent: '#c98042', detail: '#9b5a2a' },
  },
  {
    key: 'trimestral',
    name: 'Kukki Trimestral',
    amount: 1397,
    period: 'Trimestral',
    months: 3,
    disclaimer: 'Un solo cargo por 3 meses: recibe dos postres cada mes durante el trimestre.',
    discount: 'Ahorra 15% ($465.67 al mes)',
    subtitle: '3 meses',
    palette: { bg: '#cfe3f3', main: '#fffaf0', accent: '#5b8fc7', detail: '#f2b134' },
  },
  {
    key: 'semestral',
    name: 'Kukki Semestral',
    amount: 2694,
    period: 'Semestral',
    months: 6,
    disclaimer: 'Un solo cargo por 6 meses: recibe dos postres cada mes durante el semestre.',
    discount: 'Ahorra 18% ($449 al mes)',
    subtitle: '6 meses',
    palette: { bg: '#e4f1e0', main: '#fffdf6', accent: '#6a9f58', detail: '#c0394e' },
  },
  {
    key: 'anual',
    name: 'Kukki Anual',
    amount: 5148,
    period: 'Anual',
    months: 12,
    disclaimer: 'Un solo cargo por 12 meses: recibe dos postres cada mes durante todo el año.',
    discount: 'Ahorra 22% ($429 al mes)',
    subtitle: '12 meses',
    palette: { bg: '#3b2419', main: '#7a4a30', accent: '#c9a36b', detail: '#e48a97' },
  },
];

export interface SeedDessert {
  key: string;
  /** The drawing of its seed picture. */
  kind: DessertKind;
  name: string;
  flavour: string;
  texture: string;
  pairing: string;
  palette: Palette;
}

/**
 * Desserts of the month: a rotation of pairs, one pair per calendar month (index = month - 1), so
 * every month has its two desserts without anyone having to remember to load them.
 */
export const DESSERT_ROTATION: Array<[SeedDessert, SeedDessert]> = [
  [
    {
      key: 'rosca-mini',
      kind: 'pie',
      name: 'Rosca de reyes mini',
      flavour: 'Naranja, anís y ate de membrillo.',
      texture: 'Pan esponjoso con costra de azúcar crujiente.',
      pairing: 'Con un chocolate caliente espeso.',
      palette: { bg: '#fbe4cf', main: '#e0a45a', accent: '#f6d08a', detail: '#c0394e' },
    },
    {
      key: 'galletas-te-chai',
      kind: 'cookie',
      name: 'Galletas de té chai',
      flavour: 'Canela, cardamomo, jengibre y clavo.',
      texture: 'Crujientes en la orilla, suaves al centro.',
      pairing: 'Con un té chai latte o un café con leche.',
      palette: { bg: '#efd9c1', main: '#c58a52', accent: '#d9a36a', detail: '#7a4a24' },
    },
  ],
  [
    {
      key: 'trufas',
      kind: 'chocolate',
      name: 'Trufas de chocolate',
      flavour: 'Ganache de chocolate semiamargo con cacao en polvo.',
      texture: 'Cremosas y fundentes.',
      pairing: 'Con una copa de vino tinto o un espresso.',
      palette: { bg: '#3b2419', main: '#7a4a30', accent: '#5a3322', detail: '#c9a36b' },
    },
    {
      key: 'besos-de-coco',
      kind: 'cookie',
      name: 'Besos de coco',
      flavour: 'Coco tostado con base de chocolate blanco.',
      texture: 'Dorados por fuera, húmedos por dentro.',
      pairing: 'Con un café americano.',
      palette: { bg: '#f1f4ea', main: '#f6efdc', accent: '#fffdf6', detail: '#d6b98a' },
    },
  ],
  [
    {
      key: 'pay-de-limon',
      kind: 'pie',
      name: 'Pay de limón',
      flavour: 'Limón fresco y merengue italiano flameado.',
      texture: 'Base crujiente de galleta y relleno sedoso.',
      pairing: 'Con agua mineral y hielo o un té verde.',
      palette: { bg: '#f2f5d6', main: '#e0c27a', accent: '#f4ec9c', detail: '#ffffff' },
    },
    {
      key: 'biscottis-mermelada',
      kind: 'brownie',
      name: 'Biscottis de mermelada',
      flavour: 'Almendra con mermelada de frambuesa casera.',
      texture: 'Crujientes, para remojar.',
      pairing: 'Con un capuchino.',
      palette: { bg: '#f6dde0', main: '#e7c9a0', accent: '#f1dcbc', detail: '#c0394e' },
    },
  ],
  [
    {
      key: 'cheesecake-frutos-rojos',
      kind: 'cake',
      name: 'Cheesecake de frutos rojos',
      flavour: 'Queso crema con coulis de fresa, frambuesa y zarzamora.',
      texture: 'Denso y cremoso.',
      pairing: 'Con un té negro o un vino rosado.',
      palette: { bg: '#f9dde3', main: '#f7ecd6', accent: '#c73a55', detail: '#e0c9a6' },
    },
    {
      key: 'galletas-moca',
      kind: 'cookie',
      name: 'Galletas de moca',
      flavour: 'Café de Veracruz, cacao y vainilla.',
      texture: 'Suaves con chispas crujientes.',
      pairing: 'Con un espresso doble.',
      palette: { bg: '#e4d2c2', main: '#8a5a3b', accent: '#a87450', detail: '#3d2416' },
    },
  ],
  [
    {
      key: 'alfajores-chocolate',
      kind: 'alfajor',
      name: 'Alfajores de chocolate',
      flavour: 'Dulce de leche bañado en chocolate semiamargo.',
      texture: 'Tapas que se deshacen con cobertura firme.',
      pairing: 'Con un vaso de leche fría.',
      palette: { bg: '#e9d3c0', main: '#5a3320', accent: '#6e4029', detail: '#d9a066' },
    },
    {
      key: 'nueces-garapinadas',
      kind: 'nuts',
      name: 'Nueces garapiñadas',
      flavour: 'Nuez pecana con caramelo y canela.',
      texture: 'Crujientes y brillantes.',
      pairing: 'Con un café de olla.',
      palette: { bg: '#f5e2c6', main: '#a8622c', accent: '#c98042', detail: '#ecd2ad' },
    },
  ],
  [
    {
      key: 'brownies',
      kind: 'brownie',
      name: 'Brownies de chocolate',
      flavour: 'Chocolate semiamargo con nuez.',
      texture: 'Corteza crujiente y centro fundente.',
      pairing: 'Con helado de vainilla o un café frío.',
      palette: { bg: '#ead6c3', main: '#4a2a1b', accent: '#5c3523', detail: '#c99b63' },
    },
    {
      key: 'galletas-nuez',
      kind: 'cookie',
      name: 'Galletas de nuez',
      flavour: 'Polvorón de nuez con azúcar glass.',
      texture: 'Se deshacen en la boca.',
      pairing: 'Con un té de manzanilla.',
      palette: { bg: '#f4e6d0', main: '#e9d6b9', accent: '#f7efe2', detail: '#b98a56' },
    },
  ],
  [
    {
      key: 'tarta-mango',
      kind: 'pie',
      name: 'Tarta de mango',
      flavour: 'Mango Ataulfo con crema de vainilla.',
      texture: 'Fresca, con base de mantequilla crujiente.',
      pairing: 'Con una limonada de hierbabuena.',
      palette: { bg: '#fff1d0', main: '#f2b134', accent: '#f8cf6a', detail: '#e07b39' },
    },
    {
      key: 'alfajores-mini',
      kind: 'alfajor',
      name: 'Alfajores mini',
      flavour: 'Dulce de leche con coco rallado.',
      texture: 'Un bocado suave.',
      pairing: 'Con un café con leche.',
      palette: { bg: '#fbe9d7', main: '#f5dcb5', accent: '#f0c98e', detail: '#b0703a' },
    },
  ],
  [
    {
      key: 'galletas-avena',
      kind: 'cookie',
      name: 'Galletas de avena y chispas',
      flavour: 'Avena, chocolate semiamargo y sal de mar.',
      texture: 'Gruesas y masticables.',
      pairing: 'Con un vaso de leche de almendra.',
      palette: { bg: '#f0e4cf', main: '#caa06a', accent: '#dbb888', detail: '#3f2315' },
    },
    {
      key: 'pay-de-queso-zarzamora',
      kind: 'pie',
      name: 'Pay de queso con zarzamora',
      flavour: 'Queso crema horneado con mermelada de zarzamora.',
      texture: 'Sedoso con base crujiente.',
      pairing: 'Con un té helado de jamaica.',
      palette: { bg: '#efe3f2', main: '#f7ecd6', accent: '#6b2d5c', detail: '#e0c9a6' },
    },
  ],
  [
    {
      key: 'chocolates-patrios',
      kind: 'chocolate',
      name: 'Bombones patrios',
      flavour: 'Chocolate con relleno de rompope, guayaba y nuez.',
      texture: 'Cobertura que truena y relleno suave.',
      pairing: 'Con un café de olla.',
      palette: { bg: '#e8f1e6', main: '#5b3423', accent: '#2e7d4f', detail: '#c0394e' },
    },
    {
      key: 'galletas-churro',
      kind: 'cookie',
      name: 'Galletas de churro',
      flavour: 'Cajeta, canela y azúcar.',
      texture: 'Crujientes por fuera, rellenas de cajeta.',
      pairing: 'Con un chocolate caliente.',
      palette: { bg: '#f7dfb8', main: '#d99a4e', accent: '#e8b470', detail: '#8c5420' },
    },
  ],
  [
    {
      key: 'pan-de-muerto-mini',
      kind: 'cake',
      name: 'Pan de muerto mini',
      flavour: 'Azahar y mantequilla con azúcar.',
      texture: 'Miga suave y esponjosa.',
      pairing: 'Con un chocolate de agua espumoso.',
      palette: { bg: '#fbe4cf', main: '#e0a45a', accent: '#f6d08a', detail: '#8c5420' },
    },
    {
      key: 'calabaza-en-tacha',
      kind: 'pie',
      name: 'Galletas de calabaza en tacha',
      flavour: 'Calabaza, piloncillo y canela.',
      texture: 'Suaves, tipo pastel.',
      pairing: 'Con un café de olla.',
      palette: { bg: '#f7dcc0', main: '#e07b39', accent: '#f2b134', detail: '#7a4a24' },
    },
  ],
  [
    {
      key: 'alfajores-dulce-de-leche',
      kind: 'alfajor',
      name: 'Alfajores',
      flavour: 'Dulce de leche con un toque de vainilla y coco rallado.',
      texture: 'Galleta suave que se deshace en la boca.',
      pairing: 'Perfectos con un café americano o un vaso de leche fría.',
      palette: { bg: '#f8e3c4', main: '#f2d2a0', accent: '#ead0a8', detail: '#9b5a2a' },
    },
    {
      key: 'almendras-garapinadas',
      kind: 'nuts',
      name: 'Almendras garapiñadas',
      flavour: 'Almendra tostada con caramelo y un toque de canela.',
      texture: 'Crujientes por fuera, tostadas por dentro.',
      pairing: 'Ideales con un té chai o una copa de vino tinto.',
      palette: { bg: '#fbe3e6', main: '#e48a97', accent: '#d46a7a', detail: '#f6d0d5' },
    },
  ],
  [
    {
      key: 'galletas-jengibre',
      kind: 'cookie',
      name: 'Galletas de jengibre',
      flavour: 'Jengibre, canela, clavo y melaza.',
      texture: 'Crujientes con glaseado real.',
      pairing: 'Con un ponche de frutas.',
      palette: { bg: '#e8f1e6', main: '#a8622c', accent: '#ffffff', detail: '#c0394e' },
    },
    {
      key: 'mix-garapinado',
      kind: 'nuts',
      name: 'Mix garapiñado',
      flavour: 'Nuez, almendra y cacahuate caramelizados.',
      texture: 'Crujiente y brillante.',
      pairing: 'Con un café con piquete o un rompope.',
      palette: { bg: '#efe0cc', main: '#b9743b', accent: '#e48a97', detail: '#e6cfae' },
    },
  ],
];
