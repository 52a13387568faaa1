import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ModalArea } from '@kukki/ui';
import { refreshUser, useUser } from '@kukki/shop-client';
import { TopBar } from './TopBar';
import { Footer } from './Footer';
import { WelcomePopup } from '../welcome/WelcomePopup';
import { useScrollToTop } from './useScrollToTop';
import { usePageHeadingFocus } from './usePageHeadingFocus';
import { WhatsAppButton } from './WhatsAppButton';
import { useServiceWorkerNavigation } from '../pwa/useServiceWorkerNavigation';

/** Top bar and footer contents are hidden on /order paths (spec §2). */
export const isOrderPath = (pathname: string) => pathname === '/order' || pathname.startsWith('/order/');

/** The admin's pages: no shopper's «Pedir por WhatsApp» over their tables. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** The account forms: nothing to order there, and on a phone the button sat on «Regístrate» and «Ingresar». */
const ACCOUNT_FORMS = /^\/(login|signup|updatepassword|resetpassword)(\/|$)/;
export const isAccountFormPath = (pathname: string) => ACCOUNT_FORMS.test(pathname);

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const bare = isOrderPath(pathname);
  const whatsApp = !bare && !isAdminPath(pathname) && !isAccountFormPath(pathname);
  useScrollToTop(pathname);
  usePageHeadingFocus(pathname);
  useServiceWorkerNavigation(pathname);
  // firstPurchase and profile from the server on load and after every login (a new token).
  const token = useUser()?.token;
  useEffect(() => {
    if (token) void refreshUser();
  }, [token]);
  return (
    <div className={whatsApp ? 'app app--whatsapp' : 'app'}>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <header className="site-header">{!bare && <TopBar />}</header>
      <main id="contenido" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">{!bare && <Footer />}</footer>
      {whatsApp && <WhatsAppButton />}
      <ModalArea />
      <WelcomePopup />
    </div>
  );
}
