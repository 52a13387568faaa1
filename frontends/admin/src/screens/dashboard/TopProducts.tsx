import { money } from '../../components/Money';
import { Table } from '../../components/Table';
import type { Stats } from '../../api/types';

export function TopProducts({ products }: { products: Stats['topProducts'] }) {
  return (
    <section className="adm-card" aria-labelledby="adm-top">
      <h2 id="adm-top">Productos más vendidos</h2>
      {products.length === 0 ? (
        <p className="adm-empty">Sin ventas en este periodo</p>
      ) : (
        <Table caption="Productos más vendidos">
          <thead>
            <tr>
              <th>Producto</th>
              <th>Cantidad</th>
              <th>Ingresos</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id}>
                <td>{product.title}</td>
                <td className="adm-num">{product.quantity}</td>
                <td className="adm-num">{money(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
