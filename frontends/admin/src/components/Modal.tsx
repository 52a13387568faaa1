import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './Icons';

interface ModalProps {
  children: ReactNode;
  /** Without it the modal has no close control (spec §4: the status notification). */
  onClose?: () => void;
  label?: string;
}

export function Modal({ children, onClose, label }: ModalProps) {
  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div className="adm-root adm-modal" role="presentation">
      <div className="adm-modal__box" role="dialog" aria-modal="true" aria-label={label}>
        {onClose ? (
          <button type="button" className="adm-modal__close" aria-label="Cerrar" onClick={onClose}>
            <CloseIcon />
          </button>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
