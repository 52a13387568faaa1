import { useEffect, useRef } from 'react';
import { useModal } from './ModalContext';
import { CloseIcon } from '../components/Icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The page-level modal area: one dialog at a time, close button, Escape, focus trapped inside. */
export function ModalArea() {
  const { current, close } = useModal();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!current) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    document.body.classList.add('modal-open');

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !current.hideClose) {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === firstItem || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (document.activeElement === lastItem || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('modal-open');
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [current, close]);

  if (!current) return null;
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !current.hideClose && close()}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-label={current.title ?? 'Aviso'}
        tabIndex={-1}
        data-modal-id={current.id}
        key={current.key}
      >
        {!current.hideClose && (
          <button type="button" className="modal__close" onClick={close} aria-label="Cerrar">
            <CloseIcon />
          </button>
        )}
        <div className="modal__body">{current.content}</div>
      </div>
    </div>
  );
}
