import { formatMoney, formatMonthDay } from '@kukki/contracts';
import { Link } from 'react-router';
import { useCoupons } from '../../api/queries';
import { NavButton } from '../../components/NavButton';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';

export function CouponsList() {
  const coupons = useCoupons();
  return (
    <section className="adm-page">
      <header className="adm-page-header">
        <h1 className="adm-title">Cupones</h1>
        <NavButton to="/admin/dash/coupons/create">Crear cupon</NavButton>
      </header>
      <QueryState query={coupons}>
        {({ coupons }) =>
          coupons.length === 0 ? (
            <p className="adm-empty">No hay cupones</p>
          ) : (
            <Table caption="Cupones">
              <thead>
                <tr>
                  <th>Código</th>
                  <th>Estado</th>
                  <th>Tipo</th>
                  <th>Cantidad</th>
                  <th>Vence</th>
                  <th>Usos</th>
                  <th>Editar</th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((coupon) => (
                  <tr key={coupon._id}>
                    <td className="adm-code">{coupon.code}</td>
                    <td>
                      <span className={coupon.isActive ? 'adm-pill adm-pill--ok' : 'adm-pill adm-pill--off'}>
                        {coupon.isActive ? 'Activo' : 'Desactivado'}
                      </span>
                    </td>
                    <td>{coupon.isPercent ? '%' : '$'}</td>
                    <td className="adm-num">{coupon.isPercent ? coupon.amount : formatMoney(coupon.amount)}</td>
                    <td>{formatMonthDay(coupon.expireDate)}</td>
                    <td className="adm-num">
                      {coupon.uses ?? 0}
                      {coupon.maxUses ? ` / ${coupon.maxUses}` : ''}
                      {coupon.oncePerCustomer ? ' · 1 por cliente' : ''}
                      {coupon.minOrderAmount ? ` · desde $${formatMoney(coupon.minOrderAmount)}` : ''}
                    </td>
                    <td>
                      <Link to={`/admin/dash/coupons/${coupon._id}`}>Editar</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryState>
    </section>
  );
}
