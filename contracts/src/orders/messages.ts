import { MAX_QUANTITY, MAX_UNITS_PER_ORDER } from '../constants';
import { dayInWords } from '../delivery';
import { tooLongMessage } from '../validation';

/** Spanish messages of the orders service (the request schemas and the service's refusals). */
export const ORDER_MESSAGES = {
  itemsRequired: 'Agrega al menos un producto a tu orden',
  tooManyItems: 'Tu orden tiene demasiados productos, por favor contáctanos para una cotización',
  tooManyUnits: `Tu orden puede tener como máximo ${MAX_UNITS_PER_ORDER} piezas, por favor contáctanos para una cotización`,
  productUnknown: 'No encontramos ese producto',
  quantityInvalid: 'La cantidad debe ser un número entero entre 1 y 20',
  /** The same product, size and picks asked in several lines that add up to more than a line may hold. */
  lineQuantityTooMany: (title: string) =>
    `Puedes pedir hasta ${MAX_QUANTITY} piezas de ${title} en una orden, por favor contáctanos para una cotización`,
  priceInvalid: (title: string) => `El precio de ${title} no es válido`,
  picksInvalid: 'La selección de productos no es válida',
  pickUnknown: (name: string) => `${name} no está disponible para tu caja`,
  boxNeedsPick: 'Selecciona un producto para agregar a tu caja por favor',
  boxSmallMax: 'Para la caja chica por favor selecciona máximo 4 productos',
  boxMediumMax: 'Para la caja mediana por favor selecciona máximo 6 productos',
  boxLargeMax: 'Para la caja grande por favor selecciona máximo 4 productos',
  chocolateNeedsPick: 'Selecciona al menos un tipo de chocolate por favor',
  chocolateUnknown: (name: string) => `${name} no es un tipo de chocolate disponible`,
  payerRequired: 'Los datos del comprador son obligatorios',
  nameRequired: 'Por favor ingresa tu nombre',
  emailInvalid: 'Por favor ingresa un correo válido',
  phoneRequired: 'Por favor ingresa tu teléfono',
  areaCodeInvalid: 'La lada debe tener solo dígitos',
  phoneInvalid: 'El teléfono debe tener solo dígitos (entre 7 y 15)',
  deliveryRequired: 'La dirección de entrega es obligatoria',
  streetRequired: 'Por favor ingresa la calle',
  streetNumberRequired: 'Por favor ingresa el número exterior',
  colRequired: 'Por favor ingresa la colonia',
  delRequired: 'Por favor ingresa la alcaldía o municipio',
  zipInvalid: 'El código postal debe tener 5 dígitos',
  cityInvalid: 'La ciudad debe ser CDMX o Estado de México',
  fieldTooLong: tooLongMessage,
  /** A text field sent as a list, an object or true/false: `field` with its article («El número interior»). */
  fieldNotText: (field: string) => `${field} debe ser texto`,
  giftTooLong: 'La nota de regalo debe tener máximo 100 caracteres',
  giftNotText: 'La nota de regalo debe ser texto',
  notifyWhatsAppInvalid: 'El aviso por WhatsApp debe ser verdadero o falso',
  deliveryDateInvalid: 'La fecha de entrega no es válida',
  deliveryDateOutOfRange: (min: string, max: string) =>
    `La fecha de entrega debe estar entre el ${dayInWords(min)} y el ${dayInWords(max)}`,
  couponCodeInvalid: 'El código del cupón no es válido',
  orderNotFound: 'No encontramos esa orden',
  cancelPaid: 'La orden ya fue pagada y no se puede cancelar',
  adminCancelPaid: 'La orden ya fue pagada: para cancelarla, reembólsala',
  statusInvalid: 'El estado de la orden no es válido',
  pageInvalid: 'La página no es válida',
  limitInvalid: 'El límite debe ser un número entre 1 y 100',
  cancelReasonTooLong: 'El motivo de cancelación debe tener máximo 300 caracteres',
  cancelReasonInvalid: 'El motivo de cancelación no es válido',
  defaultCancelReason: 'Cancelada por el cliente',
  /** An unpaid order the shop cancelled from the dashboard (its own reason is not asked for). */
  shopCancelReason: 'Cancelada por Kukki',
  productUnavailable: (title: string) => `Lo sentimos, ${title} está agotado; quítalo de tu carrito para continuar`,
  searchTooLong: 'La búsqueda debe tener máximo 100 caracteres',
  fromInvalid: 'La fecha inicial (from) no es válida, usa el formato AAAA-MM-DD',
  toInvalid: 'La fecha final (to) no es válida, usa el formato AAAA-MM-DD',
  rangeInvalid: 'La fecha «Desde» debe ser anterior o igual a la fecha «Hasta»',
  deliveryFromInvalid: 'La fecha de entrega inicial (deliveryFrom) no es válida, usa el formato AAAA-MM-DD',
  deliveryToInvalid: 'La fecha de entrega final (deliveryTo) no es válida, usa el formato AAAA-MM-DD',
  deliveryRangeInvalid: 'La fecha «Entrega desde» debe ser anterior o igual a la fecha «Entrega hasta»',
  unpaidLimit: (limit: number) =>
    `Ya tienes ${limit} órdenes sin pagar que apartan una fecha de entrega. Paga o cancela alguna de ellas, o espera a que venza su apartado, para hacer otra orden.`,
  unpaidLimitAddress:
    'Desde esta conexión hay demasiadas órdenes sin pagar que apartan una fecha de entrega. Paga o cancela alguna de ellas, o inténtalo más tarde.',
} as const;
