import { ADMIN_ORDER_FILTERS } from '@kukki/contracts';

export type OrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];
export const DEFAULT_ORDER_FILTER: OrderFilter = 'todas';

export function isOrderFilter(value: string | null): value is OrderFilter {
  return value !== null && (ADMIN_ORDER_FILTERS as readonly string[]).includes(value);
}

/** Estado column filter, options in the order of spec §4. */
export function StatusFilter({ value, onChange }: { value: OrderFilter; onChange: (value: OrderFilter) => void }) {
  return (
    <select
      className="field__input adm-select--inline"
      aria-label="Filtrar por estado"
      value={value}
      onChange={(event) => onChange(event.target.value as OrderFilter)}
    >
      {ADMIN_ORDER_FILTERS.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}

/** The rows a filter keeps (also applied on the client, so the list is right whatever the server does). */
export function filterOrders<T extends { status: string }>(orders: T[], filter: OrderFilter): T[] {
  return filter === 'todas' ? orders : orders.filter((order) => order.status === filter);
}
