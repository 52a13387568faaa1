/** Business constants of spec §9. Money in pesos unless a name says centavos. */
export const SHIPPING_COST = 69;
/** Shipping is charged when the (discounted) items subtotal is at most this amount. */
export const FREE_SHIPPING_ABOVE = 699;
export const FIRST_PURCHASE_DISCOUNT_RATE = 0.25;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 20;
/** A quantity the shop accepts: a whole number from MIN_QUANTITY to MAX_QUANTITY (anything else, the nearest). */
export const clampQuantity = (qty: number): number => {
  const n = Math.trunc(Number(qty));
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, n));
};
/** Units in one order, every line added up (identical lines are merged); more is a bulk quote. */
export const MAX_UNITS_PER_ORDER = 60;
export const BULK_QUOTE_ABOVE = 20;
export const GIFT_NOTE_MAX = 100;
export const DELIVERY_MAX_DAYS_AHEAD = 30;
export const DELIVERY_SAME_DAY_CUTOFF_HOUR = 12;
export const COUPON_MAX_DAYS_AHEAD = 180;
export const SEARCH_MIN_LENGTH = 2;
export const CATALOGUE_DESCRIPTION_MAX = 75;
export const ADMIN_CELL_MAX = 15;
export const MAX_PRODUCT_OPTIONS = 3;
export const SHOP_TIME_ZONE = 'America/Mexico_City';
export const DEFAULT_CITY = 'CDMX';
export const CITIES = ['CDMX', 'Estado de México'] as const;
export type City = (typeof CITIES)[number];

/** Box category: maximum picks by box price (small 200, medium 300, large 400). */
export const BOX_CATEGORY = 'cajas';
export const CHOCOLATE_CATEGORY = 'chocolates';
export const BOX_PICK_LIMITS: Record<number, number> = { 200: 4, 300: 6, 400: 4 };

export const BOX_PICK_LIST = [
  { name: 'Alfajores mini', flavor: 'dulce' },
  { name: 'Alfajores mini chocolate', flavor: 'chocolate' },
  { name: 'Biscottis de mermelada', flavor: 'frutal' },
  { name: 'Nueces garapiñadas', flavor: 'garapiñados' },
  { name: 'Almendras garapiñadas', flavor: 'garapiñados' },
  { name: 'Galletas de té chai', flavor: 'especias' },
  { name: 'Besos de coco', flavor: 'frutal' },
  { name: 'Galletas de moca', flavor: 'frutal' },
  { name: 'Galletas de nuez mini', flavor: 'nueces' },
  { name: 'Galletas de churro', flavor: 'dulce de leche' },
] as const;
export const BOX_PICK_NAMES: readonly string[] = BOX_PICK_LIST.map((p) => p.name);

export const CHOCOLATE_OPTIONS = ['Blanco', 'Leche', 'Semiamargo', 'Amargo', 'Sin azúcar'] as const;

export const ORDER_STATUSES = ['creada', 'recibida', 'cocinando', 'enviada', 'entregada', 'rechazada', 'cancelada', 'reembolsada'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Order of the admin list filter (spec §4). */
export const ADMIN_ORDER_FILTERS = [
  'recibida',
  'cocinando',
  'enviada',
  'entregada',
  'todas',
  'creada',
  'rechazada',
  'cancelada',
  'reembolsada',
] as const;
/** Statuses the admin detail dropdown offers (spec §4). */
export const ADMIN_SETTABLE_STATUSES = ['creada', 'cocinando', 'enviada', 'entregada'] as const;

export const SUBSCRIPTION_PERIODS = ['Única', 'Mensual', 'Trimestral', 'Semestral', 'Anual'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

export const BREAKPOINTS = { sm: 360, md: 768, lg: 1280, xlg: 1920 } as const;
