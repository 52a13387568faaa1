import { useState } from 'react';
import { ADMIN_SETTABLE_STATUSES } from '@kukki/contracts';
import { useUpdateOrderStatus } from '../../api/queries';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FilterSelect } from '../../components/FilterSelect';
import { Dialog } from '@kukki/ui';

/**
 * Status dropdown (spec §4): any of creada, cocinando, enviada, entregada, applied as soon as it is
 * chosen. Success: a notification without close control whose 'Continuar' reloads the page.
 */
export function StatusControl({ orderId, current }: { orderId: string; current: string }) {
  const [choice, setChoice] = useState('');
  const update = useUpdateOrderStatus(orderId);

  return (
    <div className="adm-status-control">
      <p>
        Estado actual: <span className={`adm-status adm-status--${current}`}>{current}</span>
      </p>
      <FilterSelect
        label="Cambiar estado"
        value={choice}
        placeholder="Selecciona un estado"
        disabled={update.isPending}
        options={ADMIN_SETTABLE_STATUSES.map((status) => ({ value: status, label: status }))}
        onChange={(status) => {
          setChoice(status);
          update.mutate(status);
        }}
      />
      {update.isError ? <ErrorPanel /> : null}
      {update.isSuccess ? (
        <Dialog className="adm-root adm-dialog" label="Estado actualizado">
          <p className="adm-modal__message">Estado cambió a: {update.data?.updatedOrder?.status ?? choice}</p>
          <button type="button" className="adm-button" onClick={() => window.location.reload()}>
            Continuar
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}
