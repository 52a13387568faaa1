import { Link } from 'react-router';
import { ProductForm } from './ProductForm';

export function ProductCreate() {
  return (
    <section className="adm-page">
      <Link className="adm-back" to="/admin/dash/productos">
        ← Productos
      </Link>
      <h1 className="adm-title">Nuevo producto</h1>
      <ProductForm />
    </section>
  );
}
