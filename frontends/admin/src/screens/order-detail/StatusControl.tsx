import { useState } from 'react';
import { adminStatusChoices, type OrderStatus } from '@kukki/contracts';
import { Dialog, ErrorPanel, Options } from '@kukki/ui';
import { ApiError } from '@kukki/shop-client';
import { useUpdateOrderStatus } from '../../api/queries';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const STATUS_CONFIRMATION = { label: 'Confirmar cambio de estado', confirm: 'Sí, cambiar', pendingText: 'Guardando…' };

/**
 * Status control: offers only the statuses the lifecycle table allows from the current one
 * (contracts/order-lifecycle.ts). Choosing one changes nothing by itself (a stray ArrowDown on the
 * select saves nothing): «Guardar» asks for a confirmation, then saves. Success: the spec's notice
 * «Estado cambió a: {status}» without close control, whose «Continuar» reloads the page.
 */
export function StatusControl({ orderId, current }: { orderId: string; current: OrderStatus }) {
  const choices = adminStatusChoices(current).filter((status) => status !== current);
  const [choice, setChoice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateOrderStatus(orderId);
  const error = update.error instanceof ApiError ? update.error.message : update.isError ? 'No pudimos cambiar el estado' : '';
  const close = () => setConfirming(false);
  const saveStatus = () => update.mutate(choice, { onSettled: close });

  return (
    <div className="adm-status-control">
      <p>
        Estado actual: <span className={`adm-status adm-status--${current}`}>{current}</span>
      </p>
      {choices.length === 0 ? (
        <p className="adm-note">Este estado es final: ya no puede cambiar.</p>
      ) : (
        <form
          className="adm-status-control__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) setConfirming(true);
          }}
        >
          <label className="field adm-field--inline">
            <span className="field__label">Cambiar estado</span>
            <select
              className="field__input"
              value={choice}
              disabled={update.isPending}
              onChange={(event) => {
                setChoice(event.target.value);
                update.reset();
              }}
            >
              <option value="" disabled>
                Selecciona un estado
              </option>
              <Options values={choices} />
            </select>
          </label>
          <button type="submit" className="btn" disabled={!choice || update.isPending}>
            Guardar
          </button>
        </form>
      )}
      {error ? <ErrorPanel message={error} /> : null}
      {confirming ? (
        <ConfirmDialog {...STATUS_CONFIRMATION} pending={update.isPending} onCancel={close} onConfirm={saveStatus}>
          <p className="adm-modal__message">
            ¿Cambiar el estado de la orden de «{current}» a «{choice}»? El cliente recibirá un correo si el nuevo estado lo avisa.
          </p>
        </ConfirmDialog>
      ) : null}
      {update.isSuccess ? (
        <Dialog className="adm-root adm-dialog" label="Estado actualizado">
          <p className="adm-modal__message">Estado cambió a: {update.data?.updatedOrder?.status ?? choice}</p>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            Continuar
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}
