import { Link } from 'react-router';
import { useProducts } from '../../api/queries';
import { useSetAvailability } from '../../api/tools';
import { money } from '../../components/Money';
import { NavButton } from '../../components/NavButton';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';

export function ProductsList() {
  const products = useProducts();
  const availability = useSetAvailability();
  return (
    <section className="adm-page">
      <header className="adm-page-header">
        <h1 className="adm-title">Productos Kukki</h1>
        <NavButton to="/admin/dash/productos/nuevo">Nuevo producto</NavButton>
      </header>
      {availability.error ? (
        <p className="adm-error" role="alert">
          {availability.error.message}
        </p>
      ) : null}
      <QueryState query={products}>
        {({ products }) => (
          <Table caption="Productos Kukki">
            <thead>
              <tr>
                <th>Nombre</th>
                <th>Categoria</th>
                <th>SKU</th>
                <th>Precios</th>
                <th>Tamaños</th>
                <th>Disponible</th>
                <th>Detalle</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product._id}>
                  <td>{product.name}</td>
                  <td>{product.category}</td>
                  <td>{(product.sku ?? []).join(', ')}</td>
                  <td>{(product.price ?? []).map(money).join(', ')}</td>
                  <td>{(product.size ?? []).join(', ')}</td>
                  <td>
                    <label className="adm-toggle">
                      <input
                        type="checkbox"
                        role="switch"
                        checked={product.available !== false}
                        disabled={availability.isPending}
                        aria-label={`${product.name} disponible`}
                        onChange={(e) => availability.mutate({ id: product._id, available: e.target.checked })}
                      />
                      <span className="adm-toggle__track" aria-hidden="true" />
                      <span>{product.available === false ? 'Agotado' : 'Disponible'}</span>
                    </label>
                  </td>
                  <td>
                    <Link to={`/admin/dash/productos/${product._id}`} state={{ category: product.category }}>
                      Ver
                    </Link>
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
