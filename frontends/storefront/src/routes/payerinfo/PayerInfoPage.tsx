import { Link, useNavigate } from 'react-router';
import { Loader, payerStore, useCart, useDocumentTitle, type PayerInfo } from '@kukki/ui';
import { dayWithin, deliveryInputBounds } from '@kukki/ui/src/rules/dates';
import { ContactAndAddressFieldsets, GiftNote, onValidSubmit, WhatsAppOptIn } from '../../components/AddressFields';
import { CheckoutSteps } from '../../components/CheckoutSteps';
import { DeliveryDateField } from '../../components/DeliveryDateField';
import { useContactDefaults } from '../../components/useContactDefaults';

export default function PayerInfoPage() {
  useDocumentTitle('Datos de entrega');
  const navigate = useNavigate();
  const cart = useCart();
  const { loading, values } = useContactDefaults(payerStore.use());
  const bounds = deliveryInputBounds();

  if (loading) return <Loader />;

  const onSubmit = onValidSubmit((payer) => {
    payerStore.set(payer as unknown as PayerInfo);
    navigate('/summary');
  });

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
        <ContactAndAddressFieldsets values={values}>
          <DeliveryDateField
            min={bounds.min}
            max={bounds.max}
            defaultValue={dayWithin(values.deliveryDate, bounds)}
            hint="Pedidos después de las 12:00 h se entregan a partir de mañana."
          />
          <GiftNote defaultValue={values.giftText} />
          <WhatsAppOptIn defaultChecked={(values as { notifyWhatsApp?: string }).notifyWhatsApp === 'true'} />
        </ContactAndAddressFieldsets>
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
