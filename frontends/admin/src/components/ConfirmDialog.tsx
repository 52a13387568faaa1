import type { ReactNode } from 'react';
import { Dialog } from '@kukki/ui';

interface ConfirmDialogProps {
  label: string;
  /** The question, as one or more `adm-modal__message` paragraphs. */
  children: ReactNode;
  confirm: string;
  /** The confirm button's text while the action runs. */
  pendingText: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An action that cannot be undone, asked first: «No, volver» (focused) or the confirm button. */
export function ConfirmDialog({ label, children, confirm, pendingText, pending, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog className="adm-root adm-dialog" label={label} onClose={onCancel}>
      {children}
      <div className="adm-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} data-autofocus>
          No, volver
        </button>
        <button type="button" className={danger ? 'btn btn--danger' : 'btn'} disabled={pending} onClick={onConfirm}>
          {pending ? pendingText : confirm}
        </button>
      </div>
    </Dialog>
  );
}
