import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CookieMark, useHydrated, useModal } from '@kukki/ui';
import { createPersistedStore, useUser, type UserInfo } from '@kukki/shop-client';

/** Audiences ('guest' or a user id) that dismissed the pop-up in this browser session. */
const dismissedStore = createPersistedStore<string[]>('kukkiWelcomeDismissed', [], 'session');

/** Pages where it would interrupt: the checkout, an order, the admin, the account forms. */
const QUIET_PATHS = ['/payerinfo', '/summary', '/order', '/admin', '/login', '/signup', '/resetpassword', '/updatepassword'];

function WelcomeContent({ user, onNavigate }: { user: UserInfo | null; onNavigate: () => void }) {
  return (
    <div className="welcome">
      <div className="welcome__art" aria-hidden="true">
        <CookieMark width="88" height="88" strokeWidth={1.5} />
      </div>
      <h2 className="welcome__title">{user ? `¡Hola ${user.name}!` : '¡Bienvenido a Kukki!'}</h2>
      {user ? (
        <>
          <p>
            Recuerda que tienes <strong>25% de descuento</strong> en tu primera compra.
          </p>
          <p className="muted">El descuento se aplica automáticamente al completar tu orden.</p>
          <Link to="/catalogo" className="btn btn--accent" onClick={onNavigate} data-autofocus>
            Ver catálogo
          </Link>
        </>
      ) : (
        <>
          <p>
            Regístrate y obtén <strong>25% de descuento</strong> en tu primera compra.
          </p>
          <Link to="/signup" className="btn btn--accent" onClick={onNavigate} data-autofocus>
            Regístrate
          </Link>
        </>
      )}
    </div>
  );
}

/**
 * Opens when nobody is logged in, or a customer still has the first-purchase discount; once per session and
 * audience. Never to the shop's own administrators: the discount is for customers.
 */
export function WelcomePopup() {
  const user = useUser();
  const dismissed = dismissedStore.use();
  const { pathname } = useLocation();
  const modal = useModal();
  const audience = user ? user._id || user.email : 'guest';
  const showing = useRef<string | null>(null);
  // Hydrating, the user and the dismissals read as nobody and none: wait for the stored ones.
  const hydrated = useHydrated();

  const eligible =
    hydrated &&
    (!user || (user.firstPurchase && !user.isAdmin)) &&
    !dismissed.includes(audience) &&
    !QUIET_PATHS.some((p) => pathname.startsWith(p));

  useEffect(() => {
    if (!eligible || modal.current || showing.current === audience) return;
    showing.current = audience;
    const dismiss = () => dismissedStore.set((list) => (list.includes(audience) ? list : [...list, audience]));
    modal.open(<WelcomeContent user={user} onNavigate={() => modal.close()} />, { id: 'welcome', title: 'Bienvenida', onClose: dismiss });
  }, [eligible, audience, modal, user]);

  // Replaced by another modal counts as seen, so it does not pop up again mid-checkout.
  const wasOpen = useRef<string | null>(null);
  const openId = modal.current?.id;
  useEffect(() => {
    if (openId === 'welcome') {
      wasOpen.current = showing.current;
    } else if (wasOpen.current) {
      const seen = wasOpen.current;
      wasOpen.current = null;
      dismissedStore.set((list) => (list.includes(seen) ? list : [...list, seen]));
    }
  }, [openId]);

  return null;
}
