import { useState, type FormEvent } from 'react';
import { formatShortDate, truncateCell } from '@kukki/contracts';
import { formText } from '@kukki/ui';
import { Link } from 'react-router';
import { isUnauthorized } from '../../api/http';
import { useCustomers } from '../../api/bakery';
import { money } from '../../components/Money';
import { QueryTable } from '../../components/QueryTable';
import { NotAuthorized } from '../../layout/NotAuthorized';
import { Pager } from '../../components/Pager';

/** «Clientes»: registered users and guest buyers by e-mail; each links to that customer's orders. */
export function CustomersScreen() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const customers = useCustomers(q, page);
  if (customers.isError && isUnauthorized(customers.error)) return <NotAuthorized />;
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(formText(new FormData(event.currentTarget), 'q').trim());
    setPage(1);
  };
  const pages = customers.data?.pages ?? 1;
  return (
    <section className="adm-page">
      <h1 className="adm-title">Clientes</h1>
      <form className="adm-toolbar" role="search" onSubmit={onSearch}>
        <label className="field">
          <span className="field__label">Buscar por nombre, correo o teléfono</span>
          <input className="field__input" type="search" name="q" defaultValue={q} />
        </label>
        <button type="submit" className="btn">
          Buscar
        </button>
      </form>
      <QueryTable
        query={customers}
        rows={(d) => d.customers}
        caption="Clientes"
        rowKey={(c) => c.email}
        empty="No encontramos clientes."
        // Two-word headers wrap, so the seven columns fit a tablet (768 px) without a sideways scroll.
        className="adm-table--wrap"
        columns={[
          // Long names and e-mails are cut like the orders list's cells (full text in the tooltip): the table fits at 1280 px.
          { header: 'Nombre', title: (c) => c.name || undefined, cell: (c) => truncateCell(c.name) || '—' },
          { header: 'Correo', title: (c) => c.email, cell: (c) => <a href={`mailto:${c.email}`}>{truncateCell(c.email)}</a> },
          { header: 'Cuenta', cell: (c) => (c.userId ? <Link to={`/admin/dash/usuarios/${c.userId}`}>Registrada</Link> : 'Invitado') },
          { header: 'Órdenes pagadas', className: 'adm-num', cell: (c) => c.orders },
          { header: 'Total gastado', className: 'adm-num', cell: (c) => money(c.totalSpent) },
          { header: 'Última orden', cell: (c) => formatShortDate(c.lastOrderAt) || '—' },
          { header: 'Órdenes', cell: (c) => <Link to={`/admin/dash/ordenes?q=${encodeURIComponent(c.email)}`}>Ver órdenes</Link> },
        ]}
      />
      <Pager className="adm-toolbar" page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
