// Shared fixtures of the subscriptions tests (and the gateway's); under src/testing, so never built.
import { shopDay, type RpcData, type SUBSCRIPTIONS_SUBJECTS } from '@kukki/contracts';

/** What a client may send as the chosen plan: an id, or a name and period (matched loosely). */
type ChosenPlan = RpcData<typeof SUBSCRIPTIONS_SUBJECTS.enrol>['subscription'];

/** The spec's enrolment body: a payer delivering in Roma Norte from today, for `plan`; `overrides` change the address. */
export function enrolBody(plan: ChosenPlan, overrides: Record<string, unknown> = {}) {
  return {
    payer: {
      name: 'Ana López',
      email: 'ana@example.com',
      phone: { area_code: '55', number: '12345678' },
      deliveryAddress: {
        street_name: 'Av. Álvaro Obregón',
        street_number: '120',
        interior_number: '3B',
        zip_code: '06700',
        col: 'Roma Norte',
        del: 'Cuauhtémoc',
        city: 'CDMX',
        subscriptionDate: shopDay(),
        ...overrides,
      },
    },
    subscription: plan,
  };
}
