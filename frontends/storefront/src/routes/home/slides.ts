import cookies from '../../assets/slide-cookies.svg';
import box from '../../assets/slide-box.svg';
import alfajores from '../../assets/slide-alfajores.svg';
import nuts from '../../assets/slide-nuts.svg';
import chocolate from '../../assets/slide-chocolate.svg';

export interface Slide {
  key: string;
  title: string;
  text: string;
  cta: string;
  art: string;
  /** How to find the product the slide links to. */
  match: RegExp;
  tone: string;
}

export const SLIDES: Slide[] = [
  {
    key: 'cajas',
    title: 'Cajas para regalar',
    text: 'Arma tu caja con tus galletas y postres favoritos.',
    cta: 'Ver cajas',
    art: box,
    match: /caja/i,
    tone: 'berry',
  },
  {
    key: 'galletas',
    title: 'Galletas recién horneadas',
    text: 'Crujientes por fuera, suaves por dentro, como en casa.',
    cta: 'Ver galletas',
    art: cookies,
    match: /galleta/i,
    tone: 'caramel',
  },
  {
    key: 'alfajores',
    title: 'Alfajores de dulce de leche',
    text: 'Rellenos generosos y un toque de coco.',
    cta: 'Ver alfajores',
    art: alfajores,
    match: /alfajor/i,
    tone: 'cream',
  },
  {
    key: 'garapinados',
    title: 'Garapiñados artesanales',
    text: 'Nueces y almendras caramelizadas en cazo de cobre.',
    cta: 'Ver garapiñados',
    art: nuts,
    match: /garapi/i,
    tone: 'mint',
  },
  {
    key: 'chocolates',
    title: 'Chocolates para consentir',
    text: 'Blanco, de leche, semiamargo, amargo y sin azúcar.',
    cta: 'Ver chocolates',
    art: chocolate,
    match: /chocolate/i,
    tone: 'cocoa',
  },
];

/** Swipe threshold of spec §9 (400 px), scaled down on narrow screens so a swipe can reach it. */
export const swipeThreshold = (width: number): number => Math.min(400, Math.max(40, width * 0.25));
