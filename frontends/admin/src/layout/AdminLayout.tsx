import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLiveOrders } from '../live/LiveOrdersContext';
import { LiveToast } from '../live/LiveToast';
import { useNavStrip } from './useNavStrip';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** A path under `to` that has its own item: there only that item is marked. */
  except?: string;
}

const NAV: NavItem[] = [
  { to: '/admin/dash', label: 'Resumen', end: true },
  { to: '/admin/dash/ordenes', label: 'Órdenes', except: '/admin/dash/ordenes/nueva' },
  { to: '/admin/dash/ordenes/nueva', label: 'Nueva orden' },
  { to: '/admin/dash/produccion', label: 'Producción' },
  { to: '/admin/dash/rutas', label: 'Rutas' },
  { to: '/admin/dash/productos', label: 'Productos' },
  { to: '/admin/dash/clientes', label: 'Clientes' },
  { to: '/admin/dash/reportes', label: 'Reportes' },
  { to: '/admin/dash/usuarios', label: 'Usuarios' },
  { to: '/admin/dash/coupons', label: 'Cupones' },
  { to: '/admin/dash/suscripciones', label: 'Suscripciones' },
  { to: '/admin/dash/capacidad', label: 'Capacidad' },
  { to: '/admin/dash/facturas', label: 'Facturas' },
];

export function AdminLayout({ name, children }: { name: string; children: ReactNode }) {
  const { unseen } = useLiveOrders();
  const { pathname } = useLocation();
  const { ref: stripRef, more, onScroll } = useNavStrip(pathname);
  return (
    <div className="adm-root adm-layout">
      <aside className="adm-sidebar">
        <p className="adm-greeting">Hola {name}</p>
        <nav aria-label="Administración">
          <ul className={more ? 'adm-nav adm-nav--more' : 'adm-nav'} ref={stripRef} onScroll={onScroll}>
            {NAV.map((item) => {
              const shadowed = item.except !== undefined && pathname.startsWith(item.except);
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    aria-current={shadowed ? false : 'page'}
                    className={({ isActive }) => (isActive && !shadowed ? 'is-active' : undefined)}
                  >
                    {item.label}
                    {item.label === 'Órdenes' && unseen > 0 ? (
                      <span className="adm-nav__badge" aria-label={`${unseen} órdenes nuevas`}>
                        {unseen}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      {/* The shell already renders the page's <main>; a second one would nest landmarks. */}
      <div className="adm-main">{children}</div>
      <LiveToast />
    </div>
  );
}
