import { ORDER_STATUSES } from '@kukki/contracts';
import type { StoredItem } from '@kukki/orders';

/**
 * From one record of the original shop (field names of spec §3, Extended JSON already converted)
 * to the row of the service that owns it now. Pure: a row, or the reason (Spanish) it cannot go in.
 */
export type Mapped<T> = { row: T } | { error: string };

type Rec = Record<string, unknown>;

class Reject extends Error {}
const fail = (reason: string): never => {
  throw new Reject(reason);
};

const OBJECT_ID = /^[0-9a-f]{24}$/;

function objectId(value: unknown, field: string): string {
  const s = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!OBJECT_ID.test(s)) fail(`${field} no es un ObjectId`);
  return s;
}

function text(rec: Rec, field: string, fallback?: string): string {
  const v = rec[field];
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (typeof v === 'number') return String(v);
  if (fallback !== undefined) return fallback;
  return fail(`falta ${field}`);
}

function bool(rec: Rec, field: string, fallback: boolean): boolean {
  const v = rec[field];
  return typeof v === 'boolean' ? v : fallback;
}

function num(value: unknown, field: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) fail(`${field} no es un número`);
  return n;
}

/** Pesos (maybe decimal) to integer centavos. */
function cents(value: unknown, field: string): number {
  const n = num(value, field);
  if (n < 0) fail(`${field} es negativo`);
  return Math.round(n * 100);
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
}

function date(value: unknown, field: string, fallback?: Date): Date {
  const d = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (d && !Number.isNaN(d.getTime())) return d;
  if (fallback) return fallback;
  return fail(`${field} no es una fecha`);
}

function object(value: unknown): Rec | null {
  return value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) ? (value as Rec) : null;
}

/** URL slug of a category name ("Cajas de regalo" → "cajas-de-regalo"), keeping ñ and accents as the seed does. */
export function slug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

function run<T>(fn: () => T): Mapped<T> {
  try {
    return { row: fn() };
  } catch (err) {
    if (err instanceof Reject) return { error: err.message };
    throw err;
  }
}

export interface CategoryRow {
  id: string;
  name: string;
  flavor: string;
  desc: string;
  idx: number;
  img: string;
}

export function mapCategory(rec: Rec): Mapped<CategoryRow> {
  return run(() => {
    const flavor = text(rec, 'flavor');
    const prods = list(rec.prods).map(object);
    return {
      id: objectId(rec._id, '_id'),
      name: slug(typeof rec.name === 'string' && rec.name.trim() ? rec.name : flavor),
      flavor,
      desc: text(rec, 'desc', ''),
      idx: rec.idx === undefined ? 0 : Math.trunc(num(rec.idx, 'idx')),
      img: text(rec, 'img', typeof prods[0]?.img === 'string' ? prods[0].img : ''),
    };
  });
}

export interface ProductRow {
  id: string;
  name: string;
  category: string;
  sku: number[];
  size: string[];
  priceCents: number[];
  weight: number[];
  description: string;
  packaging: string[];
  coverImage: string;
  images: string[];
  createdAt: Date;
}

/** `categoryById`: the imported categories' slugs by _id, when products point at a category by id. */
export function mapProduct(rec: Rec, categoryById: Map<string, string>): Mapped<ProductRow> {
  return run(() => {
    const rawCategory = text(rec, 'category');
    const prices = list(rec.price).map((p, i) => cents(p, `price[${i}]`));
    if (prices.length < 1 || prices.length > 3) fail('price debe tener de 1 a 3 precios');
    const sizes = list(rec.size).map(String);
    const size = prices.map((_, i) => sizes[i] ?? (prices.length === 1 ? 'Única' : `Tamaño ${i + 1}`));
    const weights = list(rec.weight).map((w, i) => num(w, `weight[${i}]`));
    const skus = list(rec.sku).map((s, i) => num(s, `sku[${i}]`));
    return {
      id: objectId(rec._id, '_id'),
      name: text(rec, 'name'),
      category: categoryById.get(rawCategory.toLowerCase()) ?? slug(rawCategory),
      sku: skus.slice(0, 3),
      size,
      priceCents: prices,
      weight: prices.map((_, i) => weights[i] ?? weights[0] ?? 0),
      description: text(rec, 'description', ''),
      packaging: list(rec.packaging).map(String),
      coverImage: text(rec, 'coverImage', ''),
      images: list(rec.images).map(String),
      createdAt: date(rec.createdAt, 'createdAt', new Date()),
    };
  });
}

const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
const ARGON2 = /^\$argon2(id|i|d)\$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  firstPurchase: boolean;
  active: boolean;
  deliveryInfo: Rec | null;
  createdAt: Date;
}

export function mapUser(rec: Rec): Mapped<UserRow> {
  return run(() => {
    const email = text(rec, 'email').toLowerCase();
    if (!EMAIL.test(email)) fail('email no es un correo válido');
    const password = typeof rec.password === 'string' ? rec.password : '';
    if (!BCRYPT.test(password) && !ARGON2.test(password)) fail('password no es un hash bcrypt');
    return {
      id: objectId(rec._id, '_id'),
      name: text(rec, 'name'),
      email,
      passwordHash: password,
      isAdmin: bool(rec, 'isAdmin', false),
      firstPurchase: bool(rec, 'firstPurchase', true),
      active: bool(rec, 'active', true),
      deliveryInfo: object(rec.deliveryInfo),
      createdAt: date(rec.createdAt, 'createdAt', new Date()),
    };
  });
}

/** A line as the orders service stores it (its own type, so the import cannot drift from it). */
export type OrderItemRow = StoredItem;

export interface OrderRow {
  id: string;
  userId: string | null;
  status: string;
  payer: Rec;
  deliveryAddress: Rec;
  items: OrderItemRow[];
  itemsCents: number;
  discount: boolean;
  discountCents: number;
  discountDescription: Rec;
  shippingCents: number;
  totalCents: number;
  isPaid: boolean;
  paidAt: Date | null;
  paymentResult: Rec | null;
  cancelled: boolean;
  cancelReason: string;
  createdAt: Date;
}

export function mapOrder(rec: Rec): Mapped<OrderRow> {
  return run(() => {
    const status = text(rec, 'status', 'creada');
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) fail(`status desconocido: ${status}`);
    const payer = object(rec.payer) ?? fail('falta payer');
    text(payer, 'email');
    const rawItems = list(rec.items).map(object);
    if (!rawItems.length || rawItems.some((i) => !i)) fail('items vacío o inválido');
    const items = (rawItems as Rec[]).map((item, i) => {
      const quantity = Math.trunc(num(item.quantity, `items[${i}].quantity`));
      if (quantity < 1) fail(`items[${i}].quantity debe ser al menos 1`);
      const unitPriceCents = cents(item.unit_price, `items[${i}].unit_price`);
      return {
        id: text(item, 'id', ''),
        title: text(item, 'title'),
        picture_url: text(item, 'picture_url', ''),
        category_id: text(item, 'category_id', ''),
        size: text(item, 'size', ''),
        quantity,
        unitPriceCents,
        lineTotalCents: unitPriceCents * quantity,
        description: text(item, 'description', ''),
        picks: [],
      };
    });
    const user =
      rec.user === null || rec.user === undefined || rec.user === '' ? null : objectId(object(rec.user)?._id ?? rec.user, 'user');
    const isPaid = bool(rec, 'isPaid', false);
    const itemsCents = rec.itemsPrice === undefined ? items.reduce((s, i) => s + i.lineTotalCents, 0) : cents(rec.itemsPrice, 'itemsPrice');
    const createdAt = date(rec.createdAt, 'createdAt');
    return {
      id: objectId(rec._id, '_id'),
      userId: user,
      status,
      payer,
      deliveryAddress: object(rec.deliveryAddress) ?? {},
      items,
      itemsCents,
      discount: bool(rec, 'discount', false),
      discountCents: rec.discountPrice === undefined ? 0 : cents(rec.discountPrice, 'discountPrice'),
      discountDescription: object(rec.discountDescription) ?? { type: '', code: '', isActive: false, isPercentage: false, amount: 0 },
      shippingCents: rec.shippingPrice === undefined ? 0 : cents(rec.shippingPrice, 'shippingPrice'),
      totalCents: cents(rec.totalPrice, 'totalPrice'),
      isPaid,
      paidAt: isPaid ? date(rec.paidAt, 'paidAt', createdAt) : null,
      paymentResult: object(rec.paymentResult),
      cancelled: bool(rec, 'cancelled', status === 'cancelada'),
      cancelReason: text(rec, 'cancelReason', ''),
      createdAt,
    };
  });
}

export interface CouponRow {
  id: string;
  code: string;
  isActive: boolean;
  isPercent: boolean;
  amountHundredths: number;
  expireDate: string;
}

/** The Mexico City calendar day of an instant (YYYY-MM-DD). */
export function mexicoCityDay(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

export function mapCoupon(rec: Rec): Mapped<CouponRow> {
  return run(() => {
    const isPercent = bool(rec, 'isPercent', true);
    const amount = num(rec.amount, 'amount');
    if (amount <= 0 || (isPercent && amount > 100)) fail('amount fuera de rango');
    return {
      id: objectId(rec._id, '_id'),
      code: text(rec, 'code').toUpperCase(),
      isActive: bool(rec, 'isActive', true),
      isPercent,
      amountHundredths: Math.round(amount * 100),
      expireDate: mexicoCityDay(date(rec.expireDate, 'expireDate')),
    };
  });
}

export interface PlanRow {
  id: string;
  name: string;
  amountCents: number;
  period: string;
  months: number;
  disclaimer: string;
  discount: string;
  img: string;
}

const PERIOD_MONTHS: Record<string, number> = { mensual: 1, bimestral: 2, trimestral: 3, semestral: 6, anual: 12 };

/** subscriptions.json holds the plans (spec §3); an enrolment (payer + subscription) is not a plan. */
export function mapPlan(rec: Rec): Mapped<PlanRow> {
  return run(() => {
    if (rec.payer && rec.subscription)
      fail('es una inscripción, no un plan: las inscripciones se renuevan en Mercado Pago y no se importan');
    const period = text(rec, 'period');
    const months = PERIOD_MONTHS[period.toLowerCase()] ?? Number(/\d+/.exec(period)?.[0] ?? NaN);
    if (!Number.isFinite(months) || months < 1) fail(`period desconocido: ${period}`);
    return {
      id: objectId(rec._id, '_id'),
      name: text(rec, 'name'),
      amountCents: cents(rec.amount, 'amount'),
      period,
      months,
      disclaimer: text(rec, 'disclaimer', ''),
      discount: text(rec, 'discount', ''),
      img: text(rec, 'img', ''),
    };
  });
}
