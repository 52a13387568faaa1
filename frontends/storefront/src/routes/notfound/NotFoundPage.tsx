import { Link } from 'react-router';
import { useDocumentTitle } from '@kukki/ui';

export default function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <div className="page page--narrow" style={{ textAlign: 'center' }}>
      <h1>Página no encontrada</h1>
      <p>Esta página se nos quemó en el horno. Te invitamos a ver nuestros postres.</p>
      <Link to="/catalogo" className="btn">
        Ver catálogo
      </Link>
    </div>
  );
}
