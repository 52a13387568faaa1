import { useArchivedProducts, useRestoreProduct } from '../../api/queries';
import { AlertText } from '../../components/AlertText';

/** The products archived (by mistake, or a season's), each with «Restaurar» to list it in the shop again. */
export function ArchivedProducts() {
  const archived = useArchivedProducts();
  const restore = useRestoreProduct();
  const products = archived.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <details className="card adm-archived">
      <summary>Archivados ({products.length})</summary>
      <AlertText message={restore.error?.message} />
      <ul className="adm-archived__list">
        {products.map((product) => (
          <li key={product._id} className="adm-archived__item">
            <span>{product.name}</span>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={restore.isPending}
              aria-label={`Restaurar ${product.name}`}
              onClick={() => restore.mutate(product._id)}
            >
              Restaurar
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
