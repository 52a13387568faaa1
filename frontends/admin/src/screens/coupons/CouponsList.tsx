import { formatMoney, formatMonthDay } from '@kukki/contracts';
import { Link } from 'react-router';
import { useCoupons } from '../../api/queries';
import type { Coupon } from '../../api/types';
import { NavButton } from '../../components/NavButton';
import { QueryTable } from '../../components/QueryTable';
import type { Column } from '../../components/Table';

const COLUMNS: Column<Coupon>[] = [
  { header: 'Código', className: 'adm-code', cell: (coupon) => coupon.code },
  {
    header: 'Estado',
    cell: (coupon) => (
      <span className={coupon.isActive ? 'adm-pill adm-pill--ok' : 'adm-pill adm-pill--off'}>
        {coupon.isActive ? 'Activo' : 'Desactivado'}
      </span>
    ),
  },
  { header: 'Tipo', cell: (coupon) => (coupon.isPercent ? '%' : '$') },
  { header: 'Cantidad', className: 'adm-num', cell: (coupon) => (coupon.isPercent ? coupon.amount : formatMoney(coupon.amount)) },
  { header: 'Vence', cell: (coupon) => formatMonthDay(coupon.expireDate) },
  {
    header: 'Usos',
    className: 'adm-num',
    cell: (coupon) => (
      <>
        {coupon.uses ?? 0}
        {coupon.maxUses ? ` / ${coupon.maxUses}` : ''}
        {coupon.oncePerCustomer ? ' · 1 por cliente' : ''}
        {coupon.minOrderAmount ? ` · desde $${formatMoney(coupon.minOrderAmount)}` : ''}
      </>
    ),
  },
  { header: 'Editar', cell: (coupon) => <Link to={`/admin/dash/coupons/${coupon._id}`}>Editar</Link> },
];

export function CouponsList() {
  const coupons = useCoupons();
  return (
    <section className="adm-page">
      <header className="adm-page-header">
        <h1 className="adm-title">Cupones</h1>
        <NavButton to="/admin/dash/coupons/create">Crear cupón</NavButton>
      </header>
      <QueryTable
        query={coupons}
        rows={({ coupons }) => coupons}
        caption="Cupones"
        rowKey={(coupon) => coupon._id}
        columns={COLUMNS}
        empty="No hay cupones"
      />
    </section>
  );
}
