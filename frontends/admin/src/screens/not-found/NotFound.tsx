import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="adm-page">
      <h1 className="adm-title">Página no encontrada</h1>
      <p>Esta sección del panel no existe.</p>
      <Link className="btn" to="/admin/dash">
        Ir al resumen
      </Link>
    </section>
  );
}
