import { useLocation } from 'react-router';
import { DetailRow } from '../../components/DetailRow';
import { money } from '../../components/Money';
import { NavButton } from '../../components/NavButton';
import { QueryState } from '../../components/QueryState';
import { SubPage } from '../../components/SubPage';
import { ProductImages } from './ProductImages';
import { useProductById } from './useProductById';
import { useRouteId } from '../../components/useRouteId';

export function ProductDetail() {
  const id = useRouteId();
  const { product } = useProductById(id);
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;

  const body = (
    <QueryState query={product}>
      {({ product }) => (
        <>
          <header className="adm-page-header">
            <h1 className="adm-title">{product.name}</h1>
            <NavButton to={`/admin/dash/productos/${product._id}/editar`} state={{ category: product.category }}>
              Editar
            </NavButton>
          </header>
          <div className="adm-product">
            <ProductImages name={product.name} cover={product.coverImage} images={product.images ?? []} />
            <dl className="adm-dl">
              <DetailRow label="Nombre">{product.name}</DetailRow>
              <DetailRow label="Categoría">{product.category}</DetailRow>
              <DetailRow label="SKU">{(product.sku ?? []).join(', ')}</DetailRow>
              <DetailRow label="Tamaños">{(product.size ?? []).join(', ')}</DetailRow>
              <DetailRow label="Peso">{(product.weight ?? []).map((grams) => `${grams} g`).join(', ')}</DetailRow>
              <DetailRow label="Precios">{(product.price ?? []).map(money).join(', ')}</DetailRow>
              <DetailRow label="Descripción">{product.description}</DetailRow>
              <DetailRow label="Empaque">
                {product.packaging?.length ? (
                  <ul className="adm-list">
                    {product.packaging.map((line, index) => (
                      <li key={index}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </DetailRow>
            </dl>
          </div>
        </>
      )}
    </QueryState>
  );

  return (
    <SubPage back="/admin/dash/productos" backLabel="Productos">
      {saved ? (
        <p className="adm-note adm-note--ok" role="status">
          Producto guardado
        </p>
      ) : null}
      {body}
    </SubPage>
  );
}
