import { OBJECT_ID } from '../object-id';

/** Request/reply subjects of the subscriptions service (ARCHITECTURE §4). */
export const SUBSCRIPTIONS_SUBJECTS = {
  listPlans: 'subscriptions.plans.list',
  getPlan: 'subscriptions.plans.get',
  monthDesserts: 'subscriptions.desserts.month',
  enrol: 'subscriptions.enrolments.create',
  /** { userId } → { subscriptions: UserSubscriptionDto[] } — for the users service (profile). */
  byUser: 'subscriptions.enrolments.by-user',
  adminList: 'subscriptions.enrolments.admin-list',
  adminDeliveries: 'subscriptions.deliveries.admin-month',
  /** { id, token? } → { subscription }: one enrolment for its owner, a guest with its token, or an admin. */
  get: 'subscriptions.enrolments.get',
  /** { id, token? } → { message, subscription }: cancels an active or pending enrolment. */
  cancel: 'subscriptions.enrolments.cancel',
} as const;

/** external_reference of every Mercado Pago object a subscription creates: `sub_<enrolment id>`. */
export const SUBSCRIPTION_REFERENCE_PREFIX = 'sub_';
export const subscriptionReference = (enrolmentId: string) => `${SUBSCRIPTION_REFERENCE_PREFIX}${enrolmentId}`;
export function enrolmentIdFromReference(reference: string | null | undefined): string | null {
  if (!reference?.startsWith(SUBSCRIPTION_REFERENCE_PREFIX)) return null;
  const id = reference.slice(SUBSCRIPTION_REFERENCE_PREFIX.length);
  return OBJECT_ID.test(id) ? id.toLowerCase() : null;
}
