import { Suspense, use, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { FocusTrapProps } from 'focus-trap-react';
import { CloseIcon } from '../components/Icons';

// focus-trap is its own chunk, fetched when the first dialog opens: it stays out of every page's
// initial JavaScript. Once loaded, later dialogs open synchronously.
let focusTrapModule: typeof import('focus-trap-react') | undefined;
let focusTrapLoading: Promise<unknown> | undefined;

/** Fetches the focus-trap chunk (the first dialog does it; tests call it up front). */
export function preloadDialog(): Promise<unknown> {
  focusTrapLoading ??= import('focus-trap-react').then((module) => {
    focusTrapModule = module;
  });
  return focusTrapLoading;
}

function LoadedFocusTrap(props: FocusTrapProps) {
  if (!focusTrapModule) use(preloadDialog());
  const { FocusTrap } = focusTrapModule as typeof import('focus-trap-react');
  return <FocusTrap {...props} />;
}

export interface DialogProps {
  /** Accessible name of the dialog. */
  label: string;
  /** Without it the dialog has no close control and ignores Escape (the content offers its own way out). */
  onClose?: () => void;
  /** Extra classes on the backdrop, e.g. to scope a remote's styles. */
  className?: string;
  /** Tells dialogs apart (e.g. 'welcome'). */
  id?: string;
  children: ReactNode;
}

/** Focus goes to [data-autofocus], else the first action of the content, else the close cross. */
function initialFocus(box: HTMLElement | null): HTMLElement | false {
  if (!box) return false;
  return (
    box.querySelector<HTMLElement>('[data-autofocus]') ??
    box.querySelector<HTMLElement>(
      '.modal__body :is(a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]))',
    ) ??
    box.querySelector<HTMLElement>('.modal__close') ??
    box
  );
}

/**
 * The one modal dialog of the shop (shell, storefront and admin): focus trapped inside by
 * focus-trap, Escape and the backdrop close it when it is closable, focus returns on close.
 */
export function Dialog({ label, onClose, className = '', id, children }: DialogProps) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.body.classList.add('modal-open');
    return () => document.body.classList.remove('modal-open');
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onClose) return;
    event.preventDefault();
    onClose();
  };

  return createPortal(
    <Suspense fallback={null}>
      <LoadedFocusTrap
        focusTrapOptions={{
          initialFocus: () => initialFocus(boxRef.current),
          fallbackFocus: () => boxRef.current ?? document.body,
          escapeDeactivates: false,
          delayInitialFocus: false,
        }}
      >
        <div
          className={`modal-backdrop ${className}`.trim()}
          onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}
          onKeyDown={onKeyDown}
        >
          <div ref={boxRef} className="modal" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} data-modal-id={id}>
            {onClose && (
              <button type="button" className="modal__close" onClick={onClose} aria-label="Cerrar">
                <CloseIcon />
              </button>
            )}
            <div className="modal__body">{children}</div>
          </div>
        </div>
      </LoadedFocusTrap>
    </Suspense>,
    document.body,
  );
}
