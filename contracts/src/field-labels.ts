/**
 * The words a shopper or the admin knows a request field by, with its article: a 400 names «el código postal»,
 * never `deliveryAddress.zip_code`. Keyed by the field's name in the body; a name that means something else
 * under a given parent is keyed `parent.name`. Every field of a request schema has one (field-labels.test.ts).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Orders: items, buyer, delivery address.
  items: 'la lista de productos',
  id: 'el identificador',
  _id: 'el identificador',
  quantity: 'la cantidad',
  // Fields of an order's line: «el precio del producto 2».
  unit_price: 'el precio',
  unitPriceCents: 'el precio',
  picks: 'la selección de productos',
  description: 'la descripción',
  title: 'el nombre',
  picture_url: 'la imagen',
  pictureUrl: 'la imagen',
  category_id: 'la categoría',
  categoryId: 'la categoría',
  payer: 'los datos del comprador',
  name: 'el nombre',
  lastname: 'el apellido',
  surname: 'el apellido',
  email: 'el correo',
  payerEmail: 'el correo',
  phone: 'el teléfono',
  area_code: 'la lada',
  number: 'el número',
  'phone.number': 'el teléfono',
  address: 'la dirección',
  'payer.address': 'la dirección del comprador',
  deliveryAddress: 'la dirección de entrega',
  deliveryInfo: 'la dirección de entrega',
  street_name: 'la calle',
  street_number: 'el número exterior',
  interior_number: 'el número interior',
  col: 'la colonia',
  del: 'la alcaldía o municipio',
  zip_code: 'el código postal',
  city: 'la ciudad',
  deliveryDate: 'la fecha de entrega',
  giftText: 'la nota de regalo',
  notes: 'la nota',
  discountDescription: 'el descuento',
  type: 'el tipo',
  code: 'el código del cupón',
  couponCode: 'el código del cupón',
  notifyWhatsApp: 'el aviso por WhatsApp',
  channel: 'el canal',
  paid: 'el pago',
  cancelReason: 'el motivo de cancelación',
  orderId: 'la orden',
  orderAmount: 'el monto de la orden',
  itemsPrice: 'el subtotal',
  token: 'el enlace de acceso',
  // Lists and filters of the admin.
  status: 'el estado',
  q: 'la búsqueda',
  from: 'la fecha inicial',
  to: 'la fecha final',
  deliveryFrom: 'la fecha de entrega inicial',
  deliveryTo: 'la fecha de entrega final',
  page: 'la página',
  limit: 'el límite',
  month: 'el mes',
  table: 'la tabla',
  date: 'la fecha',
  capacity: 'la capacidad',
  defaultPerDay: 'la capacidad diaria',
  capacityUnit: 'la unidad de capacidad',
  closedWeekdays: 'la lista de días sin entrega',
  productIds: 'la lista de productos',
  ids: 'la lista de productos',
  active: 'el estado de la cuenta',
  // Catalogue.
  product: 'el producto',
  category: 'la categoría',
  sku: 'el SKU',
  size: 'la lista de tamaños',
  price: 'la lista de precios',
  weight: 'la lista de pesos',
  packaging: 'la lista de empaques',
  coverImage: 'la imagen de portada',
  images: 'la lista de imágenes',
  available: 'la disponibilidad',
  dailyStock: 'el límite diario',
  archived: 'el archivado',
  flavor: 'el sabor',
  desc: 'la descripción',
  idx: 'el orden',
  prods: 'la lista de productos',
  img: 'la imagen',
  // Coupons.
  amount: 'el monto',
  isPercent: 'el tipo de descuento',
  isActive: 'el estado del cupón',
  expireDate: 'la fecha de vencimiento',
  maxUses: 'el máximo de usos',
  minOrderAmount: 'el monto mínimo de compra',
  oncePerCustomer: 'el uso único por cliente',
  // Accounts, contact, subscriptions, invoices.
  password: 'la contraseña',
  passwordConfirm: 'la confirmación de la contraseña',
  passwordCurrent: 'la contraseña actual',
  message: 'el mensaje',
  enterprice: 'la empresa',
  text: 'el texto',
  subscription: 'la suscripción',
  subscriptionDate: 'la fecha de la suscripción',
  disclaimer: 'el aviso',
  period: 'el periodo',
  rfc: 'el RFC',
  razonSocial: 'la razón social',
  regimenFiscal: 'el régimen fiscal',
  codigoPostal: 'el código postal',
  usoCfdi: 'el uso del CFDI',
  factura: 'los datos de facturación',
  // Between the shop's services and Mercado Pago (a 400 here is the shop's own error, still said in Spanish).
  userId: 'el usuario',
  sessionId: 'la sesión',
  issuedAt: 'la sesión',
  expiresAt: 'la sesión',
  paymentId: 'el pago',
  preapprovalId: 'la suscripción',
  dataId: 'el pago',
  action: 'la notificación',
  externalReference: 'la referencia',
  external_reference: 'la referencia',
  idempotencyKey: 'la clave de idempotencia',
  amountCents: 'el monto',
  shippingCents: 'el envío',
  reason: 'el concepto',
  backUrl: 'la dirección de regreso',
  backUrls: 'las direcciones de regreso',
  success: 'la dirección de regreso',
  pending: 'la dirección de regreso',
  failure: 'la dirección de regreso',
  cashExcluded: 'el pago en efectivo',
  cashExpiresAt: 'el vencimiento del pago en efectivo',
  expiresFrom: 'la vigencia del pago',
  expiresTo: 'la vigencia del pago',
  metadata: 'los datos del pago',
  item: 'el producto',
  shipments: 'el envío',
};

/** What one element of a list is called, with its article: «el producto 2». */
const ELEMENT_LABELS: Readonly<Record<string, string>> = {
  items: 'el producto',
  ids: 'el producto',
  productIds: 'el producto',
  prods: 'el producto',
  picks: 'la opción',
  images: 'la imagen',
  size: 'el tamaño',
  price: 'el precio',
  weight: 'el peso',
  sku: 'el SKU',
  packaging: 'el empaque',
  closedWeekdays: 'el día sin entrega',
};

type PathKey = string | number;

/** A zod path, or the dotted path a body inspection reports ('items.0.id'). */
const keysOf = (path: ReadonlyArray<PathKey> | string): PathKey[] =>
  typeof path === 'string'
    ? path
        .split('.')
        .filter(Boolean)
        .map((k) => (/^\d+$/.test(k) ? Number(k) : k))
    : [...path];

function keyLabel(key: string, parent: PathKey | undefined): string | undefined {
  return (typeof parent === 'string' ? FIELD_LABELS[`${parent}.${key}`] : undefined) ?? FIELD_LABELS[key];
}

const elementLabel = (list: PathKey | undefined, index: number) =>
  `${(typeof list === 'string' && ELEMENT_LABELS[list]) || 'el elemento'} ${index + 1}`;

/** «de el producto 2» is written «del producto 2». */
const ofLabel = (label: string) => (label.startsWith('el ') ? `del ${label.slice(3)}` : `de ${label}`);

/**
 * The field a path points at, in the user's words and with its article («la cantidad del producto 2»,
 * «el producto 1», «el teléfono»), or null when it is the whole body or a field no label names.
 */
export function fieldLabel(path: ReadonlyArray<PathKey> | string): string | null {
  const keys = keysOf(path);
  const last = keys.length - 1;
  if (last < 0) return null;
  const key = keys[last];
  const label = typeof key === 'number' ? elementLabel(keys[last - 1], key) : keyLabel(key, keys[last - 1]);
  if (!label) return null;
  // A field inside a list's element names the element: «la cantidad del producto 2», «la opción 1 del producto 1».
  for (let i = typeof key === 'number' ? last - 2 : last - 1; i > 0; i--) {
    const index = keys[i];
    if (typeof index === 'number') return `${label} ${ofLabel(elementLabel(keys[i - 1], index))}`;
  }
  return label;
}

/** How a sentence about a field agrees with its label: «la calle es obligatoria», «los datos del comprador son obligatorios». */
export interface FieldWords {
  /** The label at the start of the sentence: «La calle». */
  subject: string;
  /** «es» or «son». */
  is: string;
  /** «debe» or «deben». */
  must: string;
  /** «puede» or «pueden». */
  may: string;
  /** «contiene» or «contienen». */
  contains: string;
  /** The ending of an adjective: «obligatori» + o, a, os or as. */
  ending: 'o' | 'a' | 'os' | 'as';
}

export function fieldWords(label: string): FieldWords {
  const feminine = /^las? /.test(label);
  const plural = /^(los|las) /.test(label);
  return {
    subject: label.charAt(0).toUpperCase() + label.slice(1),
    is: plural ? 'son' : 'es',
    must: plural ? 'deben' : 'debe',
    may: plural ? 'pueden' : 'puede',
    contains: plural ? 'contienen' : 'contiene',
    ending: `${feminine ? 'a' : 'o'}${plural ? 's' : ''}`,
  };
}
