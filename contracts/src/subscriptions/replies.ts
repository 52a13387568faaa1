import type { EnrolmentStatus } from './status';
import type { MonthDessertDto, PreApprovalDto, SubscriptionPlanDto, UserSubscriptionDto } from './dto';

export interface MonthDessertsReply {
  /** Spanish label, e.g. 'noviembre 2026'. */
  month: string;
  /** YYYY-MM. */
  monthKey: string;
  desserts: MonthDessertDto[];
}

export interface EnrolReply {
  /**
   * `accessToken` (guests only): the capability to see and cancel this enrolment without an
   * account, as in the links of its e-mails. Shown once; only its hash is stored.
   */
  enrrollment: { _id: string; status: EnrolmentStatus; preApproval: PreApprovalDto; accessToken?: string };
}

/** GET /api/suscripciones: the gateway wraps the service's list in `data`. */
export interface PublicPlansReply {
  data: { subscriptions: SubscriptionPlanDto[] };
}
/** GET /api/suscripciones/{id}. */
export interface PublicPlanReply {
  data: { subscription: SubscriptionPlanDto };
}
/** GET /api/suscripciones/month. */
export interface PublicMonthDessertsReply {
  data: MonthDessertsReply;
}
/** GET /api/suscripciones/inscripciones/{id} (/misuscripcion). */
export interface UserSubscriptionReply {
  subscription: UserSubscriptionDto;
}

export interface CancelEnrolmentReply {
  message: string;
  subscription: UserSubscriptionDto;
}
