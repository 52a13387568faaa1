import type { SubscriptionPeriod } from '../constants';
import type { IsoDay } from '../dates';
import type { DeliveryAddressDto } from '../delivery';
import type { EnrolmentStatus, SubscriptionChargeType } from './status';

/** Subscription plan (spec §3). Amount in pesos. */
export interface SubscriptionPlanDto {
  _id: string;
  name: string;
  amount: number;
  period: SubscriptionPeriod;
  disclaimer: string;
  discount: string;
  img: string;
  /** Months of desserts the plan pays for (1 for Única and Mensual). */
  months: number;
  chargeType: SubscriptionChargeType;
}

export interface MonthDessertDto {
  name: string;
  flavour: string;
  texture: string;
  pairing: string;
  img: string;
}

export interface EnrolmentAddressDto extends DeliveryAddressDto {
  subscriptionDate: IsoDay;
  /** Indicaciones para la entrega (up to 200 characters). */
  notes?: string;
}

export interface EnrolmentPayerDto {
  name: string;
  email: string;
  phone: { area_code: string; number: string };
}

export interface PreApprovalDto {
  /** Mercado Pago id: a preapproval id (Mensual) or a Checkout Pro preference id (charged once). */
  id: string;
  init_point: string;
  /** Which Mercado Pago object it is. */
  type: 'preapproval' | 'preference';
  status: string;
  chargeType: SubscriptionChargeType;
  amount: number;
  external_reference: string;
}

export interface EnrolmentDto {
  _id: string;
  createdAt: string;
  status: EnrolmentStatus;
  user: string | null;
  plan: { _id: string; name: string; amount: number; period: string; months: number; chargeType: SubscriptionChargeType };
  payer: EnrolmentPayerDto;
  deliveryAddress: EnrolmentAddressDto;
  /** Same as deliveryAddress (the admin list's name for it). */
  address: EnrolmentAddressDto;
  preApproval: PreApprovalDto;
  paidAt: string | null;
  nextDelivery: IsoDay | null;
  deliveries: Array<{ deliveryDate: IsoDay; cycle: number }>;
}

export interface UserSubscriptionDto {
  _id: string;
  plan: { _id: string; name: string; amount: number; period: string };
  status: EnrolmentStatus;
  nextDelivery: IsoDay | null;
  /** Where to pay a pending enrolment (null otherwise). */
  initPoint: string | null;
  /**
   * A pending enrolment's last payment as Mercado Pago reported it: 'pending' (an OXXO ticket or a transfer
   * not paid yet, a card in review: paying again would charge twice), 'rejected' (pay again); null otherwise.
   */
  paymentStatus: 'pending' | 'rejected' | null;
  createdAt: string;
}

export interface SubscriptionDeliveryDto {
  enrollmentId: string;
  deliveryDate: IsoDay;
  cycle: number;
  plan: { name: string; period: string };
  payer: EnrolmentPayerDto;
  address: EnrolmentAddressDto;
  desserts: MonthDessertDto[];
}
