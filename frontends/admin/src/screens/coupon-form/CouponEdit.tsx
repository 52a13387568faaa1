import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCoupon } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { SubPage } from '../../components/SubPage';
import { CouponForm } from './CouponForm';
import { SavedDialog } from './SavedDialog';
import { useRouteId } from '../../components/useRouteId';

export function CouponEdit() {
  const coupon = useCoupon(useRouteId());
  const navigate = useNavigate();
  const [updated, setUpdated] = useState(false);
  const backToList = () => void navigate('/admin/dash/coupons');
  return (
    <SubPage back="/admin/dash/coupons" backLabel="Cupones">
      <QueryState query={coupon}>
        {({ coupon }) => (
          <>
            <h1 className="adm-title">Cupón {coupon.code}</h1>
            <CouponForm key={coupon._id} coupon={coupon} submitLabel="Actualizar cupón" onSaved={() => setUpdated(true)} />
          </>
        )}
      </QueryState>
      {updated ? <SavedDialog label="Cupón actualizado" message="Cupón actualizado con éxito" onDone={backToList} /> : null}
    </SubPage>
  );
}
