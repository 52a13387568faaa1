import type { MonthDessertDto } from '@kukki/contracts';
import alfajores from '../../assets/slide-alfajores.svg';
import nuts from '../../assets/slide-nuts.svg';

/** Shown when the desserts-of-the-month call is unavailable: the box's two classics. */
export const FALLBACK_DESSERTS: MonthDessertDto[] = [
  {
    name: 'Alfajores',
    flavour: 'Dulce de leche con un toque de vainilla y coco rallado.',
    texture: 'Galleta suave que se deshace en la boca.',
    pairing: 'Perfectos con un café americano o un vaso de leche fría.',
    img: alfajores,
  },
  {
    name: 'Almendras garapiñadas',
    flavour: 'Almendra tostada con caramelo y un toque de canela.',
    texture: 'Crujientes por fuera, tostadas por dentro.',
    pairing: 'Ideales con un té chai o una copa de vino tinto.',
    img: nuts,
  },
];
