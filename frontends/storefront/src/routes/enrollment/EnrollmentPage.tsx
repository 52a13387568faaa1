import { Link, useNavigate } from 'react-router';
import { money, TextArea } from '@kukki/ui';
import { enrrollStore, planStore, type EnrrollInfo } from '@kukki/shop-client';
import { dayWithin, deliveryInputBounds } from '@kukki/ui/src/rules/dates';
import { CalendarField, useChosenDay } from '../../components/CalendarField';
import { ContactAndAddressForm } from '../../components/ContactAndAddressForm';
import { useContactDefaults } from '../../components/useContactDefaults';
import { usePageTitle } from '../../components/usePageTitle';

const BACK_TO_PLANS = { to: '/suscripciones', text: 'Regresar' };
export const NO_SUBSCRIPTION_DATE_MESSAGE = 'Elige la fecha de tu suscripción';

/** «Fecha de suscripción»: from when the boxes come (a later start moves the first box to that month). */
function SubscriptionDateField({ min, max, defaultValue }: { min: string; max: string; defaultValue?: string }) {
  const { value, missing, onChange, onMissing } = useChosenDay(defaultValue);
  return (
    <CalendarField
      name="suscriptionDate"
      label="Fecha de suscripción"
      min={min}
      max={max}
      value={value}
      onChange={onChange}
      invalidMessage={value ? '' : NO_SUBSCRIPTION_DATE_MESSAGE}
      error={!value && missing ? NO_SUBSCRIPTION_DATE_MESSAGE : undefined}
      onMissing={onMissing}
      hint="Antes del día 15 tu caja llega el 15; a partir del 15, el último día del mes."
    />
  );
}

export default function EnrollmentPage() {
  usePageTitle('enrollment');
  const navigate = useNavigate();
  const plan = planStore.use();
  const contact = useContactDefaults(enrrollStore.use(), 'enrollment');
  const { values } = contact;
  const bounds = deliveryInputBounds();

  const save = (v: Record<string, string>) => {
    enrrollStore.set({ ...(v as unknown as EnrrollInfo), city: v.city || 'CDMX' });
    void navigate('/enrollconfirmation');
  };

  return (
    <div className="page page--narrow">
      <h1>Datos de tu suscripción</h1>
      {plan ? (
        <p className="notice notice--warm">
          Plan elegido: <strong>{plan.name}</strong> ({plan.period}) · {money(plan.amount)}
        </p>
      ) : (
        <p className="notice notice--warm">
          Aún no eliges un plan. <Link to="/suscripciones">Ver planes</Link>
        </p>
      )}
      <ContactAndAddressForm {...contact} label="Datos de la suscripción" onSave={save} back={BACK_TO_PLANS} canContinue={Boolean(plan)}>
        <SubscriptionDateField min={bounds.min} max={bounds.max} defaultValue={dayWithin(values.suscriptionDate, bounds)} />
        <TextArea
          label="Indicaciones para la entrega"
          name="notes"
          maxLength={200}
          defaultValue={values.notes}
          className="field--wide"
          hint="Opcional"
        />
      </ContactAndAddressForm>
    </div>
  );
}
