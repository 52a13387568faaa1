import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isUnauthorized } from '../../api/http';
import { ORDERS_PAGE_SIZE, useOrders } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { NotAuthorized } from '../../layout/NotAuthorized';
import { useLiveOrders } from '../../live/LiveOrdersContext';
import { OrderRow } from './OrderRow';
import { OrdersSearch } from './OrdersSearch';
import type { OrdersSearch as OrdersSearchValue } from '../../api/tools';
import { DEFAULT_ORDER_FILTER, filterOrders, isOrderFilter, StatusFilter, type OrderFilter } from './StatusFilter';
import { Pager } from '../../components/Pager';

export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const estado = params.get('estado');
  const filter: OrderFilter = isOrderFilter(estado) ? estado : DEFAULT_ORDER_FILTER;
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const search: OrdersSearchValue = {
    q: params.get('q') ?? undefined,
    from: params.get('desde') ?? undefined,
    to: params.get('hasta') ?? undefined,
    deliveryFrom: params.get('entregaDesde') ?? undefined,
    deliveryTo: params.get('entregaHasta') ?? undefined,
  };
  const orders = useOrders(filter, page, search);
  const live = useLiveOrders();
  const { markSeen } = live;
  useEffect(() => markSeen(), [markSeen, live.unseen]);
  const liveIds = new Set(live.orders.map((order) => order._id));

  if (orders.isError && isUnauthorized(orders.error)) return <NotAuthorized />;

  const searchParams = (s: OrdersSearchValue) =>
    Object.fromEntries(
      Object.entries({ q: s.q, desde: s.from, hasta: s.to, entregaDesde: s.deliveryFrom, entregaHasta: s.deliveryTo }).filter(
        (entry): entry is [string, string] => Boolean(entry[1]),
      ),
    );
  const setFilter = (next: OrderFilter) =>
    setParams({ ...(next === DEFAULT_ORDER_FILTER ? {} : { estado: next }), ...searchParams(search) }, { replace: true });
  const goTo = (next: number) =>
    setParams({ ...(filter === DEFAULT_ORDER_FILTER ? {} : { estado: filter }), ...searchParams(search), pagina: String(next) });
  const setSearch = (next: OrdersSearchValue) =>
    setParams({ ...(filter === DEFAULT_ORDER_FILTER ? {} : { estado: filter }), ...searchParams(next) }, { replace: true });

  return (
    <section className="adm-page">
      <h1 className="adm-title">Órdenes</h1>
      <OrdersSearch value={search} status={filter === 'todas' ? undefined : filter} onChange={setSearch} />
      <Table caption="Órdenes" className="adm-table--orders">
        <thead>
          <tr>
            <th>Orden</th>
            <th>Hora</th>
            <th>Entrega</th>
            <th>Nombre</th>
            <th>Colonia</th>
            <th>Alcaldía</th>
            <th>Tel.</th>
            <th>Productos</th>
            <th>Total</th>
            <th>Pago</th>
            <th>Canal</th>
            <th className="adm-th--status">
              <span className="adm-th-filter">
                <span>Estado</span> <StatusFilter value={filter} onChange={setFilter} />
              </span>
            </th>
            <th>Detalle</th>
          </tr>
        </thead>
        <tbody>
          {orders.data
            ? filterOrders(orders.data.orders ?? [], filter).map((order) => (
                <OrderRow key={order._id} order={order} isNew={liveIds.has(order._id)} />
              ))
            : null}
        </tbody>
      </Table>
      <QueryState query={orders}>
        {(data) => {
          const shown = filterOrders(data.orders ?? [], filter);
          const pages = data.total ? Math.ceil(data.total / ORDERS_PAGE_SIZE) : 1;
          return (
            <>
              {shown.length === 0 ? (
                <p className="adm-empty">{filter === 'todas' ? 'No hay órdenes' : `No hay órdenes con estado ${filter}`}</p>
              ) : null}
              <Pager className="adm-pager" page={page} pages={pages} onPage={goTo} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
