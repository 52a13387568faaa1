import { Link, useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { useProductById } from '../product-detail/useProductById';
import { ArchiveProduct } from './ArchiveProduct';
import { ProductForm } from './ProductForm';

export function ProductEdit() {
  const { id = '' } = useParams();
  const { product } = useProductById(id);
  return (
    <section className="adm-page">
      <Link className="adm-back" to={`/admin/dash/productos/${id}`}>
        ← Producto
      </Link>
      <QueryState query={product}>
        {({ product }) => (
          <>
            <header className="adm-page-header">
              <h1 className="adm-title">Editar {product.name}</h1>
              <ArchiveProduct id={product._id} name={product.name} />
            </header>
            <ProductForm key={product._id} product={product} />
          </>
        )}
      </QueryState>
    </section>
  );
}
