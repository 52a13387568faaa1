import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api, payerStore, useCart, useUser, type PayerInfo } from '@kukki/shop-client';
import { dayWithin, deliveryInputBounds } from '@kukki/ui/src/rules/dates';
import { GiftNote, WhatsAppOptIn } from '../../components/AddressFields';
import { ContactAndAddressForm } from '../../components/ContactAndAddressForm';
import { CheckoutSteps } from '../../components/CheckoutSteps';
import { DeliveryDateField } from '../../components/DeliveryDateField';
import { useContactDefaults } from '../../components/useContactDefaults';
import { usePageTitle } from '../../components/usePageTitle';

/** The profile's delivery info from the /payerinfo fields (the phone without its area code, as the profile keeps it). */
export const deliveryInfoOf = (v: Record<string, string>) => ({
  street_name: v.street,
  street_number: v.stNumber,
  interior_number: v.intNumber ?? '',
  col: v.col,
  del: v.del,
  zip_code: v.zip,
  city: v.city,
  phone: v.tel,
});

const BACK_TO_CART = { to: '/cart', text: 'Regresar al carrito' };

export default function PayerInfoPage() {
  usePageTitle('payerInfo');
  const navigate = useNavigate();
  const cart = useCart();
  const contact = useContactDefaults(payerStore.use(), 'payerinfo');
  const { values } = contact;
  const bounds = deliveryInputBounds();

  const user = useUser();
  const queryClient = useQueryClient();

  const save = ({ saveAddress, ...payer }: Record<string, string>) => {
    payerStore.set(payer as unknown as PayerInfo);
    // Only with the shopper's explicit consent: the address goes to the profile, offered back next time.
    if (user && saveAddress)
      void api('/usuarios/updateMe', { method: 'PATCH', body: { deliveryInfo: deliveryInfoOf(payer) } })
        .then(() => queryClient.invalidateQueries({ queryKey: ['profile'] }))
        .catch(() => undefined);
    void navigate('/summary');
  };

  return (
    <div className="page page--narrow">
      <CheckoutSteps current={1} />
      <h1>Datos de entrega</h1>
      {cart.length === 0 && (
        <p className="notice notice--warm">
          Tu carrito está vacío. <Link to="/sabores">Continuar comprando</Link>
        </p>
      )}
      <ContactAndAddressForm {...contact} label="Datos del comprador" onSave={save} back={BACK_TO_CART}>
        <DeliveryDateField
          min={bounds.min}
          max={bounds.max}
          defaultValue={dayWithin(values.deliveryDate, bounds)}
          hint="Las órdenes hechas después de las 12:00 h se entregan a partir de mañana."
        />
        <GiftNote defaultValue={values.giftText} />
        {user && (
          <label className="field field--wide field--check">
            <input type="checkbox" name="saveAddress" value="1" />
            <span>Guardar esta dirección en mi perfil para mis próximas compras</span>
          </label>
        )}
        <WhatsAppOptIn defaultChecked={(values as { notifyWhatsApp?: string }).notifyWhatsApp === 'true'} />
      </ContactAndAddressForm>
    </div>
  );
}
