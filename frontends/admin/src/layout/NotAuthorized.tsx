import { Link } from 'react-router';
import { AlertIcon } from '@kukki/ui';

/** /login's `redirect` (storefront's routes/auth/redirect.ts): back to the dashboard once signed in. */
export const ADMIN_LOGIN = '/login?redirect=admin/dash';

/** What a visitor without an admin session sees instead of any admin data (spec §6). */
export function NotAuthorized() {
  return (
    <section className="adm-root adm-denied" aria-labelledby="adm-denied-title">
      <AlertIcon width="3em" height="3em" />
      <h1 id="adm-denied-title">No autorizado</h1>
      <p>Esta sección es solo para administradores. Inicia sesión con una cuenta de administrador para continuar.</p>
      <Link className="btn" to={ADMIN_LOGIN}>
        Iniciar sesión
      </Link>
    </section>
  );
}
