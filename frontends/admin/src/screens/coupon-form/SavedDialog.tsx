import { Dialog } from '@kukki/ui';

/** «Cupón creado/actualizado con éxito»: one way on, by the button, the cross or Escape. */
export function SavedDialog({ label, message, onDone }: { label: string; message: string; onDone: () => void }) {
  return (
    <Dialog className="adm-root adm-dialog" label={label} onClose={onDone}>
      <p className="adm-modal__message">{message}</p>
      <button type="button" className="btn" onClick={onDone}>
        Aceptar
      </button>
    </Dialog>
  );
}
