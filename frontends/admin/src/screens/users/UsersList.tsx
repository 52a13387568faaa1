import { Link } from 'react-router';
import { useUsers } from '../../api/queries';
import type { User } from '../../api/types';
import { QueryTable } from '../../components/QueryTable';
import type { Column } from '../../components/Table';
import { activeLabel, firstPurchaseLabel, shortAddress } from './userLabels';

const COLUMNS: Column<User>[] = [
  { header: 'Nombre', cell: (user) => user.name },
  { header: 'Email', cell: (user) => user.email, className: 'adm-email' },
  { header: 'Primera compra', cell: (user) => firstPurchaseLabel(user.firstPurchase) },
  { header: 'Activo', cell: (user) => activeLabel(user.active) },
  { header: 'Dirección', cell: (user) => shortAddress(user.deliveryInfo) || 'No registrada' },
  { header: 'Detalles', cell: (user) => <Link to={`/admin/dash/usuarios/${user._id}`}>Ver</Link> },
];

export function UsersList() {
  const users = useUsers();
  return (
    <section className="adm-page">
      <h1 className="adm-title">Usuarios</h1>
      <QueryTable query={users} rows={({ users }) => users} caption="Usuarios" rowKey={(user) => user._id} columns={COLUMNS} />
    </section>
  );
}
