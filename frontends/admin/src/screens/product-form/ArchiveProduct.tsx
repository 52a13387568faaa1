import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useArchiveProduct, useRefreshAdminData } from '../../api/queries';
import { Dialog, ErrorPanel } from '@kukki/ui';

/** Archiving hides the product from the shop; old orders keep it. */
export function ArchiveProduct({ id, name }: { id: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const archive = useArchiveProduct(id);
  const navigate = useNavigate();
  const refresh = useRefreshAdminData();

  return (
    <>
      <button type="button" className="btn btn--danger" onClick={() => setAsking(true)}>
        Archivar producto
      </button>
      {asking ? (
        <Dialog className="adm-root adm-dialog" label="Archivar producto" onClose={() => setAsking(false)}>
          <p className="adm-modal__message">
            ¿Archivar {name}? Dejará de mostrarse en la tienda; las órdenes anteriores lo conservan. Puedes restaurarlo desde «Archivados»
            en Productos.
          </p>
          {archive.isError ? <ErrorPanel message={archive.error.message} /> : null}
          <div className="adm-actions">
            <button
              type="button"
              className="btn btn--danger"
              disabled={archive.isPending}
              onClick={() =>
                archive.mutate(undefined, {
                  onSuccess: () => {
                    void navigate('/admin/dash/productos');
                    void refresh();
                  },
                })
              }
            >
              Archivar
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(false)} data-autofocus>
              Cancelar
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
