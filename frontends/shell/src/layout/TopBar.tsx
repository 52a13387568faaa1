import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CartIcon, DashboardIcon, HomeIcon, Logo, LogoutIcon, MenuIcon, UserIcon, useMediaQuery } from '@kukki/ui';
import { logout, useCart, useUser } from '@kukki/shop-client';

interface NavItem {
  to: string;
  label: string;
}

const NAV_LEFT: NavItem[] = [
  { to: '/sabores', label: 'Sabores' },
  { to: '/suscripciones', label: 'Suscripciones' },
];
const NAV_RIGHT: NavItem[] = [
  { to: '/catalogo', label: 'Catálogo' },
  { to: '/contacto', label: 'Contacto' },
];

const MENU_CLASS: Record<string, string> = { true: 'main-nav--open', false: 'main-nav--closed', null: '' };

export function TopBar() {
  const user = useUser();
  const cart = useCart();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = useMediaQuery('(min-width: 768px)');
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  // On small screens the menu closes after choosing a page (reset while rendering the new page, not after it).
  const [menuPage, setMenuPage] = useState(`${pathname} ${wide}`);
  if (menuPage !== `${pathname} ${wide}`) {
    setMenuPage(`${pathname} ${wide}`);
    if (!wide) setMenuOpen(null);
  }
  const navOpen = menuOpen ?? wide;
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the small screen's open menu and gives focus back to its button.
  useEffect(() => {
    if (wide || !menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wide, menuOpen]);

  const onLogout = async () => {
    await logout();
    void navigate('/');
  };

  return (
    <>
      <div className="topbar">
        <div className="topbar__group">
          <Link to="/" className="icon-btn" aria-label="Inicio" title="Inicio">
            <HomeIcon />
          </Link>
          {user?.isAdmin && (
            <Link to="/admin/dash" className="icon-btn" aria-label="Panel de administración" title="Panel de administración">
              <DashboardIcon />
            </Link>
          )}
          <button
            ref={menuButton}
            type="button"
            className="icon-btn"
            aria-label="Menú"
            title="Menú"
            aria-expanded={navOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen(!navOpen)}
          >
            <MenuIcon />
          </button>
        </div>
        <Link to="/" className="topbar__logo" aria-label="Kukki, ir al inicio">
          <Logo />
        </Link>
        <div className="topbar__group topbar__group--end">
          <Link
            to="/cart"
            className="icon-btn"
            aria-label={cart.length ? `Carrito, ${cart.length} ${cart.length === 1 ? 'producto' : 'productos'}` : 'Carrito'}
            title="Carrito"
          >
            <CartIcon />
            {cart.length > 0 && (
              <span className="badge" data-testid="cart-badge" aria-hidden="true">
                {cart.length}
              </span>
            )}
          </Link>
          {user ? (
            <Link to="/profile" className="icon-btn" aria-label="Mi perfil" title="Mi perfil">
              <UserIcon />
            </Link>
          ) : (
            <Link to="/login" className="icon-btn" aria-label="Iniciar sesión" title="Iniciar sesión">
              <UserIcon />
            </Link>
          )}
          {user && (
            <button type="button" className="icon-btn" aria-label="Cerrar sesión" title="Cerrar sesión" onClick={() => void onLogout()}>
              <LogoutIcon />
            </button>
          )}
        </div>
      </div>
      {/* Shown or hidden by the stylesheet (by width until the menu button is used), so the server's HTML already
          has it right on every screen, before and without JavaScript. */}
      <nav id="main-nav" className={`main-nav ${MENU_CLASS[String(menuOpen)]}`} aria-label="Navegación principal">
        <ul className="main-nav__list">
          <NavItems items={NAV_LEFT} />
          <li className="main-nav__logo">
            <Link to="/" aria-label="Kukki, inicio">
              <Logo />
            </Link>
          </li>
          <NavItems items={NAV_RIGHT} />
        </ul>
      </nav>
    </>
  );
}

/** The links on one side of the logo in the main navigation. */
function NavItems({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className="main-nav__link">
        {item.label}
      </NavLink>
    </li>
  ));
}
