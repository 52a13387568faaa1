import { useState } from 'react';
import { Link } from 'react-router';
import { CouponForm } from './CouponForm';
import { SavedDialog } from './SavedDialog';

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
      {created ? <SavedDialog label="Cupon creado" message="Cupon creado con exito" onDone={reload} /> : null}
    </section>
  );
}
