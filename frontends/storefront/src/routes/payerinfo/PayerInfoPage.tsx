import { type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Loader, payerStore, useCart, useDocumentTitle, useUser, type PayerInfo } from '@kukki/ui';
import { deliveryInputBounds } from '@kukki/ui/src/rules/dates';
import { useProfile } from '../../api/profile';
import { AddressFields, formValues, GiftNote, PersonFields } from '../../components/AddressFields';
import { personName } from '../../components/personName';
import { CheckoutSteps } from '../../components/CheckoutSteps';
import { DeliveryDateField } from '../../components/DeliveryDateField';

function initialValues(
  saved: PayerInfo | null,
  user: ReturnType<typeof useUser>,
  profile: ReturnType<typeof useProfile>['data'],
): Partial<PayerInfo> {
  if (saved) return saved;
  const d = profile?.deliveryInfo ?? {};
  return {
    ...personName(profile, user?.name ?? ''),
    email: profile?.email ?? user?.email ?? '',
    tel: d.phone ?? profile?.phone ?? '',
    street: d.street_name ?? '',
    stNumber: d.street_number ?? '',
    intNumber: d.interior_number ?? '',
    zip: d.zip_code ?? '',
    col: d.col ?? '',
    del: d.del ?? '',
    city: d.city ?? '',
  };
}

export default function PayerInfoPage() {
  useDocumentTitle('Datos de entrega');
  const navigate = useNavigate();
  const cart = useCart();
  const user = useUser();
  const profile = useProfile();
  const saved = payerStore.use();
  const bounds = deliveryInputBounds();

  if (user && profile.isPending && !saved) return <Loader />;
  const values = initialValues(saved, user, profile.data);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    payerStore.set(formValues(form) as unknown as PayerInfo);
    navigate('/summary');
  };

  return (
    <div className="page page--narrow">
      <CheckoutSteps current={1} />
      <h1>Datos de entrega</h1>
      {cart.length === 0 && (
        <p className="notice notice--warm">
          Tu carrito esta vacío. <Link to="/sabores">Continuar comprando</Link>
        </p>
      )}
      <form className="card form" onSubmit={onSubmit} aria-label="Datos del comprador">
        <fieldset className="form-grid">
          <legend>Tus datos</legend>
          <PersonFields values={values} />
        </fieldset>
        <fieldset className="form-grid">
          <legend>Dirección de entrega</legend>
          <AddressFields values={values} />
          <DeliveryDateField
            min={bounds.min}
            max={bounds.max}
            defaultValue={
              values.deliveryDate && values.deliveryDate >= bounds.min && values.deliveryDate <= bounds.max
                ? values.deliveryDate
                : undefined
            }
            hint="Pedidos después de las 12:00 h se entregan a partir de mañana."
          />
          <GiftNote defaultValue={values.giftText} />
        </fieldset>
        <div className="actions">
          <button type="submit" className="btn btn--accent">
            Continuar
          </button>
          <Link to="/cart" className="btn btn--ghost">
            Regresar al carrito
          </Link>
        </div>
      </form>
    </div>
  );
}
