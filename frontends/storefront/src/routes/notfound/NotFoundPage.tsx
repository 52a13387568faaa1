import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';

/** Also shown inside pages without the header (an order link): both ways out are on it. */
export default function NotFoundPage() {
  usePageTitle('notFound');
  return (
    <div className="page page--narrow" style={{ textAlign: 'center' }}>
      <h1>Página no encontrada</h1>
      <p>Esta página se nos quemó en el horno. Te invitamos a ver nuestros postres.</p>
      <div className="cart__actions" style={{ justifyContent: 'center' }}>
        <Link to="/catalogo" className="btn">
          Ver catálogo
        </Link>
        <Link to="/" className="btn btn--ghost">
          Ir al inicio
        </Link>
      </div>
    </div>
  );
}
