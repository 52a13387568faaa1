import { SubPage } from '../../components/SubPage';
import { useState } from 'react';
import { CouponForm } from './CouponForm';
import { SavedDialog } from './SavedDialog';

export function CouponCreate() {
  const [created, setCreated] = useState(false);
  const reload = () => window.location.reload();
  return (
    <SubPage back="/admin/dash/coupons" backLabel="Cupones">
      <h1 className="adm-title">Crear cupon</h1>
      <CouponForm submitLabel="Crear cupon" onSaved={() => setCreated(true)} />
      {created ? <SavedDialog label="Cupon creado" message="Cupon creado con exito" onDone={reload} /> : null}
    </SubPage>
  );
}
