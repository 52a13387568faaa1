import type { CheckoutPreferenceRequest } from '@kukki/contracts';
import type { PreferenceRequest } from '@kukki/platform';

export interface PreferenceSettings {
  /** The webhook every payment of the preference notifies (the single route). */
  notificationUrl: string;
  /** Meses sin intereses offered on cards (MP_INSTALLMENTS_MAX); 1 or none = off. */
  installmentsMax?: number;
}

const pesos = (cents: number) => cents / 100;
/** Mercado Pago's date format: ISO with an explicit offset. */
const mpDate = (iso: string) => new Date(iso).toISOString().replace('Z', '-00:00');

/** Cash (OXXO: `ticket`, also `atm`) and SPEI (`bank_transfer`): left out when the charge could not be paid that way in time. */
const DEFERRED_PAYMENT_TYPES = [{ id: 'ticket' }, { id: 'atm' }, { id: 'bank_transfer' }];

/** `payment_methods`: the installments offered on cards and the payment types left out, when any. */
function paymentMethods(charge: CheckoutPreferenceRequest, settings: PreferenceSettings): Pick<PreferenceRequest, 'payment_methods'> {
  const installments = settings.installmentsMax && settings.installmentsMax > 1 ? { installments: settings.installmentsMax } : {};
  const excluded = charge.cashExcluded ? { excluded_payment_types: DEFERRED_PAYMENT_TYPES } : {};
  return Object.keys(installments).length || Object.keys(excluded).length ? { payment_methods: { ...installments, ...excluded } } : {};
}

/**
 * The Checkout Pro preference of a charge the shop describes: its items in pesos, shipping as
 * `shipments.cost`, the same back URL for every outcome, `auto_return: approved`, the webhook, the
 * statement descriptor, the installments offered and the expiry window.
 */
export function toPreferenceRequest(charge: CheckoutPreferenceRequest, settings: PreferenceSettings): PreferenceRequest {
  const items = charge.items.map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    picture_url: item.pictureUrl,
    category_id: item.categoryId,
    quantity: item.quantity,
    unit_price: pesos(item.unitPriceCents),
    currency_id: 'MXN',
  }));
  const back = charge.backUrl;
  return {
    items,
    payer: {
      name: charge.payer.name,
      surname: charge.payer.surname,
      email: charge.payer.email,
      phone: { area_code: charge.payer.phone.area_code, number: charge.payer.phone.number },
      ...(charge.payer.address ? { address: charge.payer.address } : {}),
    },
    ...(charge.shippingCents > 0 ? { shipments: { cost: pesos(charge.shippingCents), mode: 'not_specified' } } : {}),
    external_reference: charge.externalReference,
    back_urls: { success: back, failure: back, pending: back },
    auto_return: 'approved',
    notification_url: settings.notificationUrl,
    statement_descriptor: 'KUKKI',
    ...paymentMethods(charge, settings),
    binary_mode: false,
    expires: true,
    expiration_date_from: mpDate(charge.expiresFrom),
    expiration_date_to: mpDate(charge.expiresTo),
    ...(charge.cashExpiresAt ? { date_of_expiration: mpDate(charge.cashExpiresAt) } : {}),
    metadata: charge.metadata ?? {},
  };
}
