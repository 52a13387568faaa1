import { DEFAULT_CITY } from '@kukki/contracts';
import { Link, useParams } from 'react-router';
import { useUser } from '../../api/queries';
import type { DeliveryInfo } from '../../api/types';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { firstPurchaseLabel } from '../users/userLabels';
import { UserOrders } from './UserOrders';

function DeliveryInfoBlock({ info }: { info: DeliveryInfo | null | undefined }) {
  if (!info?.street_name) return <p className="adm-empty">Dirección no registrada...</p>;
  return (
    <dl className="adm-dl">
      <Field label="Calle">{info.street_name}</Field>
      <Field label="Número">{info.street_number}</Field>
      <Field label="Interior">{info.interior_number}</Field>
      <Field label="Colonia">{info.col}</Field>
      <Field label="Alcaldía">{info.del}</Field>
      <Field label="C.P.">{info.zip_code}</Field>
      <Field label="Ciudad">{info.city || DEFAULT_CITY}</Field>
      <Field label="Teléfono">{info.phone}</Field>
    </dl>
  );
}

export function UserDetail() {
  const { id = '' } = useParams();
  const user = useUser(id);
  return (
    <section className="adm-page">
      <Link className="adm-back" to="/admin/dash/usuarios">
        ← Usuarios
      </Link>
      <QueryState query={user}>
        {(user) => (
          <>
            <h1 className="adm-title">{user.name}</h1>
            <div className="adm-grid">
              <section className="adm-card" aria-labelledby="adm-user">
                <h2 id="adm-user">Cuenta</h2>
                <dl className="adm-dl">
                  <Field label="Tipo">{user.isAdmin ? 'Administrador' : 'Usuario'}</Field>
                  <Field label="Nombre">{user.name}</Field>
                  <Field label="Email">{user.email}</Field>
                  <Field label="Descuento primera compra">{firstPurchaseLabel(user.firstPurchase)}</Field>
                </dl>
              </section>
              <section className="adm-card" aria-labelledby="adm-user-delivery">
                <h2 id="adm-user-delivery">Entrega</h2>
                <DeliveryInfoBlock info={user.deliveryInfo} />
              </section>
              <section className="adm-card adm-card--wide" aria-labelledby="adm-user-orders">
                <h2 id="adm-user-orders">Ordenes</h2>
                <UserOrders orders={user.orders ?? []} />
              </section>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
