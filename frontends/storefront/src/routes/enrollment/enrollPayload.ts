import type { EnrrollInfo, SelectedPlan } from '@kukki/shop-client';

/** Enrolment request of spec §3. */
export function buildEnrollPayload(info: EnrrollInfo, plan: SelectedPlan) {
  return {
    payer: {
      name: `${info.name} ${info.lastname}`.trim(),
      email: info.email,
      phone: { area_code: info.area_code, number: info.tel },
      deliveryAddress: {
        street_name: info.street,
        street_number: info.stNumber,
        interior_number: info.intNumber,
        zip_code: info.zip,
        col: info.col,
        del: info.del,
        city: info.city || 'CDMX',
        subscriptionDate: info.suscriptionDate,
        // «Indicaciones para la entrega» (up to 200 characters).
        notes: (info.notes ?? '').trim().slice(0, 200),
      },
    },
    subscription: { _id: plan._id, name: plan.name, amount: plan.amount, period: plan.period, disclaimer: plan.disclaimer },
  };
}

export const chargeType = (period: string): 'Recurrente' | 'Único' => (period === 'Mensual' ? 'Recurrente' : 'Único');
