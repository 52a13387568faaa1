import { Link } from 'react-router';
import { useUsers } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { activeLabel, firstPurchaseLabel, shortAddress } from './userLabels';

export function UsersList() {
  const users = useUsers();
  return (
    <section className="adm-page">
      <h1 className="adm-title">Usuarios</h1>
      <QueryState query={users}>
        {({ users }) => (
          <Table caption="Usuarios">
            <thead>
              <tr>
                <th>Nombre</th>
                <th>Email</th>
                <th>Primera compra</th>
                <th>Cuenta</th>
                <th>Dirección</th>
                <th>Detalles</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user._id}>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>{firstPurchaseLabel(user.firstPurchase)}</td>
                  <td>{activeLabel(user.active)}</td>
                  <td>{shortAddress(user.deliveryInfo) || 'No registrada'}</td>
                  <td>
                    <Link to={`/admin/dash/usuarios/${user._id}`}>Ver</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>
    </section>
  );
}
