import { money } from '../../components/Money';
import { DataTable, type Column } from '../../components/Table';
import type { Stats } from '../../api/types';

type TopProduct = Stats['topProducts'][number];

const COLUMNS: ReadonlyArray<Column<TopProduct>> = [
  { header: 'Producto', cell: (product) => product.title },
  { header: 'Cantidad', cell: (product) => product.quantity, className: 'adm-num' },
  { header: 'Ingresos', cell: (product) => money(product.revenue), className: 'adm-num' },
];

export function TopProducts({ products }: { products: Stats['topProducts'] }) {
  return (
    <section className="card" aria-labelledby="adm-top">
      <h2 id="adm-top">Productos más vendidos</h2>
      <DataTable
        caption="Productos más vendidos"
        rows={products}
        rowKey={(product) => product.id}
        columns={COLUMNS}
        empty="Sin ventas en este periodo"
      />
    </section>
  );
}
