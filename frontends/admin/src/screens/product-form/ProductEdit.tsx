import { QueryState } from '../../components/QueryState';
import { SubPage } from '../../components/SubPage';
import { useProductById } from '../product-detail/useProductById';
import { ArchiveProduct } from './ArchiveProduct';
import { ProductForm } from './ProductForm';
import { useRouteId } from '../../components/useRouteId';

export function ProductEdit() {
  const id = useRouteId();
  const { product } = useProductById(id);
  return (
    <SubPage back={`/admin/dash/productos/${id}`} backLabel="Producto">
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
    </SubPage>
  );
}
