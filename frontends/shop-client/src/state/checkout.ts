import { enrolmentIdFromReference, type CouponDto, type SubscriptionPlanDto } from '@kukki/contracts';
import { createPersistedStore } from './createStore';

/** Who receives a delivery and where: the fields /payerinfo and /enrollment share (names as spec §2–§3). */
export interface ContactAndAddress {
  name: string;
  lastname: string;
  email: string;
  area_code: string;
  tel: string;
  street: string;
  stNumber: string;
  intNumber: string;
  zip: string;
  col: string;
  del: string;
  city: string;
}

/** Buyer data of /payerinfo. */
export interface PayerInfo extends ContactAndAddress {
  deliveryDate: string;
  giftText: string;
  /** 'true' when the buyer asked for order updates by WhatsApp (a checkbox's value). */
  notifyWhatsApp?: string;
}

/** Enrolment info (spec §3) kept locally between /enrollment and /enrollconfirmation. */
export interface EnrrollInfo extends ContactAndAddress {
  suscriptionDate: string;
  notes?: string;
}

/** The plan chosen on /suscripciones/{id}, kept for /enrollment and /enrollconfirmation. */
export type SelectedPlan = Pick<SubscriptionPlanDto, '_id' | 'name' | 'amount' | 'period' | 'disclaimer'> &
  Partial<Pick<SubscriptionPlanDto, 'discount' | 'img'>>;

export const payerStore = createPersistedStore<PayerInfo | null>('payerInfo', null);
export const enrrollStore = createPersistedStore<EnrrollInfo | null>('enrrollInfo', null);
export const planStore = createPersistedStore<SelectedPlan | null>('subscriptionPlan', null);

/**
 * The coupon applied on /summary, for this tab (a reload keeps it; the server checks it again with every
 * quote and with the order). Cleared once the order is made.
 */
export const appliedCouponStore = createPersistedStore<CouponDto | null>('appliedCoupon', null, 'session');

/** Guest order capabilities: order id → access token (sent as X-Order-Token). */
export const orderTokenStore = createPersistedStore<Record<string, string>>('orderTokens', {});

export function rememberOrderToken(orderId: string, token: string | undefined): void {
  if (!token) return;
  orderTokenStore.set((tokens) => ({ ...tokens, [orderId]: token }));
}

export function forgetOrderToken(orderId: string): void {
  orderTokenStore.set((tokens) => {
    const { [orderId]: _dropped, ...rest } = tokens;
    return rest;
  });
}

export const orderTokenFor = (orderId: string): string | undefined => orderTokenStore.get()[orderId];

/** A guest's enrolment as this browser made it: its capability, and Mercado Pago's id for the recurring plan. */
export interface GuestEnrolment {
  id: string;
  token: string;
  preapprovalId?: string;
}

/** Guest enrolments made here, newest first (a few): back from Mercado Pago, /misuscripcion finds its own. */
export const guestEnrolmentStore = createPersistedStore<GuestEnrolment[]>('guestEnrolments', []);
const KEPT_GUEST_ENROLMENTS = 5;

export function rememberGuestEnrolment(enrolment: GuestEnrolment): void {
  guestEnrolmentStore.set((kept) => [enrolment, ...kept.filter((e) => e.id !== enrolment.id)].slice(0, KEPT_GUEST_ENROLMENTS));
}

/**
 * The guest enrolment Mercado Pago's return is about: `external_reference` (sub_{id}, a one-off plan) or
 * `preapproval_id` (a recurring plan); undefined when this browser did not make it.
 */
export function guestEnrolmentReturning(params: URLSearchParams): GuestEnrolment | undefined {
  const kept = guestEnrolmentStore.get();
  const enrolmentId = enrolmentIdFromReference(params.get('external_reference'));
  const preapprovalId = params.get('preapproval_id');
  return kept.find((e) => (enrolmentId && enrolmentId === e.id) || (preapprovalId && preapprovalId === e.preapprovalId));
}
