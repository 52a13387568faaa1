import { useState } from 'react';
import { useSetUserActive, useUser } from '../../api/queries';
import type { DeliveryInfo, User } from '../../api/types';
import { AddressFields } from '../../components/AddressFields';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailRow } from '../../components/DetailRow';
import { Phone } from '../../components/Phone';
import { QueryState } from '../../components/QueryState';
import { SubPage } from '../../components/SubPage';
import { activeLabel, firstPurchaseLabel } from '../users/userLabels';
import { UserOrders } from './UserOrders';
import { useRouteId } from '../../components/useRouteId';

function DeliveryInfoBlock({ info }: { info: DeliveryInfo | null | undefined }) {
  if (!info?.street_name) return <p className="adm-empty">Dirección no registrada...</p>;
  return (
    <dl className="adm-dl">
      <AddressFields address={info} />
      <DetailRow label="Teléfono">
        <Phone number={info.phone} whatsapp />
      </DetailRow>
    </dl>
  );
}

/** The button that switches «Activa» / «Desactivada» (PATCH /api/admin/users/{id} { active }). */
function AccountStatus({ user }: { user: User }) {
  const setActive = useSetUserActive(user._id);
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const active = user.active !== false;
  const toggle = () => {
    setMessage('');
    setActive.mutate(!active, {
      onSuccess: (reply) => setMessage(reply.message),
      onError: (error) => setMessage(error instanceof Error ? error.message : 'No pudimos cambiar el estado de la cuenta'),
      onSettled: () => setConfirming(false),
    });
  };
  return (
    <>
      <div className="adm-actions adm-actions--below">
        {/* Deactivating ends the customer's sessions at once: asked first, like the other actions a customer feels. */}
        <button
          type="button"
          className={active ? 'btn btn--danger' : 'btn'}
          disabled={setActive.isPending}
          onClick={active ? () => setConfirming(true) : toggle}
        >
          {active ? 'Desactivar cuenta' : 'Reactivar cuenta'}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          label="Confirmar desactivación"
          confirm="Sí, desactivar"
          pendingText="Desactivando…"
          danger
          pending={setActive.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={toggle}
        >
          <p className="adm-modal__message">
            ¿Desactivar la cuenta de {user.name || user.email}? No podrá iniciar sesión ni comprar con ella hasta que la reactives.
          </p>
        </ConfirmDialog>
      ) : null}
      {message && (
        <p role="status" className="adm-note">
          {message}
        </p>
      )}
    </>
  );
}

export function UserDetail() {
  const user = useUser(useRouteId());
  return (
    <SubPage back="/admin/dash/usuarios" backLabel="Usuarios">
      <QueryState query={user}>
        {(user) => (
          <>
            <h1 className="adm-title">{user.name}</h1>
            <div className="adm-grid">
              <section className="card" aria-labelledby="adm-user">
                <h2 id="adm-user">Cuenta</h2>
                <dl className="adm-dl">
                  <DetailRow label="Tipo">{user.isAdmin ? 'Administrador' : 'Usuario'}</DetailRow>
                  <DetailRow label="Nombre">{user.name}</DetailRow>
                  {user.lastname ? <DetailRow label="Apellido">{user.lastname}</DetailRow> : null}
                  <DetailRow label="Email">{user.email}</DetailRow>
                  <DetailRow label="Descuento primera compra">{firstPurchaseLabel(user.firstPurchase)}</DetailRow>
                  <DetailRow label="Estado">
                    <span className={`adm-pill adm-pill--${user.active !== false ? 'ok' : 'off'}`}>{activeLabel(user.active)}</span>
                  </DetailRow>
                </dl>
                <AccountStatus user={user} />
              </section>
              <section className="card" aria-labelledby="adm-user-delivery">
                <h2 id="adm-user-delivery">Entrega</h2>
                <DeliveryInfoBlock info={user.deliveryInfo} />
              </section>
              <section className="card adm-card--wide" aria-labelledby="adm-user-orders">
                <h2 id="adm-user-orders">Órdenes</h2>
                <UserOrders orders={user.orders ?? []} />
              </section>
            </div>
          </>
        )}
      </QueryState>
    </SubPage>
  );
}
