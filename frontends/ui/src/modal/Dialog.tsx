import { Suspense, use, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { FocusTrapProps } from 'focus-trap-react';
import { CloseIcon } from '../components/Icons';
import { pageHeading } from '../hooks/focusPageHeading';

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
 * Where focus goes when the dialog closes: back to what opened it, or, when that is gone (the form that was
 * saved, the button an action replaced), to the page's heading rather than to the top of the document.
 */
function returnFocusTarget(opener: HTMLElement | SVGElement): HTMLElement | SVGElement {
  return opener.isConnected ? opener : (pageHeading() ?? opener);
}

/** What a dialog says (its message, or the question it asks): read by screen readers after its name. */
const DESCRIPTION = '[data-dialog-description], .message-modal__text, .adm-modal__message';

/** Points the dialog's aria-describedby at its message, when it has one. */
function describeDialog(box: HTMLElement, fallbackId: string): void {
  const description = box.querySelector<HTMLElement>(DESCRIPTION);
  if (!description) return box.removeAttribute('aria-describedby');
  if (!description.id) description.id = fallbackId;
  box.setAttribute('aria-describedby', description.id);
}

/**
 * The one modal dialog of the shop (shell, storefront and admin): focus trapped inside by
 * focus-trap, Escape and the backdrop close it when it is closable, focus returns on close.
 */
export function Dialog({ label, onClose, className = '', id, children }: DialogProps) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const descriptionId = useId();
  // Its children are in the DOM when the box's ref is set: the message can be named as the description.
  const attachBox = (node: HTMLDivElement | null) => {
    boxRef.current = node;
    if (node) describeDialog(node, descriptionId);
  };

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
          setReturnFocus: returnFocusTarget,
        }}
      >
        <div
          className={`modal-backdrop ${className}`.trim()}
          onMouseDown={(event) => event.target === event.currentTarget && onClose?.()}
          onKeyDown={onKeyDown}
        >
          <div ref={attachBox} className="modal" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} data-modal-id={id}>
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
