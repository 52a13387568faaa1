import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './Icons';

interface ModalProps {
  children: ReactNode;
  /** Without it the modal has no close control (spec §4: the status notification). */
  onClose?: () => void;
  label?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ children, onClose, label }: ModalProps) {
  const boxRef = useRef<HTMLDivElement>(null);

  // Keyboard access: focus moves into the dialog ([data-autofocus], else its first action, not the close cross), Tab stays inside, and focus returns on close.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const previous = document.activeElement as HTMLElement | null;
    const items = () => Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
    const preferred =
      box.querySelector<HTMLElement>('[data-autofocus]') ?? items().find((el) => !el.classList.contains('adm-modal__close'));
    (preferred ?? items()[0] ?? box).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = items();
      if (list.length === 0) {
        event.preventDefault();
        box.focus();
        return;
      }
      const first = list[0];
      const last = list[list.length - 1];
      if (event.shiftKey && (document.activeElement === first || !box.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !box.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div className="adm-root adm-modal" role="presentation">
      <div className="adm-modal__box" role="dialog" aria-modal="true" aria-label={label} ref={boxRef} tabIndex={-1}>
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
