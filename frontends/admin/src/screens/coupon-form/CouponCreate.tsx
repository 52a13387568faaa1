import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@kukki/ui';
import { CouponForm } from './CouponForm';

export function CouponCreate() {
  const [created, setCreated] = useState(false);
  const reload = () => window.location.reload();
  return (
    <section className="adm-page">
      <Link className="adm-back" to="/admin/dash/coupons">
        ← Cupones
      </Link>
      <h1 className="adm-title">Crear cupon</h1>
      <CouponForm submitLabel="Crear cupon" onSaved={() => setCreated(true)} />
      {created ? (
        <Dialog className="adm-root adm-dialog" label="Cupon creado" onClose={reload}>
          <p className="adm-modal__message">Cupon creado con exito</p>
          <button type="button" className="adm-button" onClick={reload}>
            Aceptar
          </button>
        </Dialog>
      ) : null}
    </section>
  );
}
