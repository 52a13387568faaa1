import { Link } from 'react-router';
import { useProducts } from '../../api/queries';
import { useSetAvailability } from '../../api/tools';
import { money } from '../../components/Money';
import { NavButton } from '../../components/NavButton';
import { QueryTable } from '../../components/QueryTable';
import { AlertText } from '../../components/AlertText';
import { ArchivedProducts } from './ArchivedProducts';

export function ProductsList() {
  const products = useProducts();
  const availability = useSetAvailability();
  return (
    <section className="adm-page">
      <header className="adm-page-header">
        <h1 className="adm-title">Productos Kukki</h1>
        <NavButton to="/admin/dash/productos/nuevo">Nuevo producto</NavButton>
      </header>
      <AlertText message={availability.error?.message} />
      <QueryTable
        query={products}
        rows={({ products }) => products}
        caption="Productos Kukki"
        rowKey={(product) => product._id}
        columns={[
          { header: 'Nombre', cell: (product) => product.name },
          { header: 'Categoría', cell: (product) => product.category },
          { header: 'SKU', cell: (product) => (product.sku ?? []).join(', ') },
          { header: 'Precios', cell: (product) => (product.price ?? []).map(money).join(', ') },
          { header: 'Tamaños', cell: (product) => (product.size ?? []).join(', ') },
          {
            header: 'Disponible',
            cell: (product) => (
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
            ),
          },
          {
            header: 'Detalle',
            cell: (product) => (
              <Link to={`/admin/dash/productos/${product._id}`} state={{ category: product.category }}>
                Ver
              </Link>
            ),
          },
        ]}
      />
      <ArchivedProducts />
    </section>
  );
}
