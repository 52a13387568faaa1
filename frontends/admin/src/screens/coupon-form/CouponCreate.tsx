import { SubPage } from '../../components/SubPage';
import { useState } from 'react';
import { CouponForm } from './CouponForm';
import { SavedDialog } from './SavedDialog';

export function CouponCreate() {
  const [created, setCreated] = useState(false);
  const reload = () => window.location.reload();
  return (
    <SubPage back="/admin/dash/coupons" backLabel="Cupones">
      <h1 className="adm-title">Crear cupón</h1>
      <CouponForm submitLabel="Crear cupón" onSaved={() => setCreated(true)} />
      {created ? <SavedDialog label="Cupón creado" message="Cupón creado con éxito" onDone={reload} /> : null}
    </SubPage>
  );
}
