import type { ReactNode } from 'react';
import { AlertIcon } from './Icons';

export function Loader({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader__cookie" aria-hidden="true" />
      <span className="loader__label">{label}</span>
    </div>
  );
}

/** Error panel with alert icon (spec §8). */
export function ErrorPanel({ message, children }: { message?: string; children?: ReactNode }) {
  return (
    <div className="icon-panel error-panel" role="alert">
      <AlertIcon className="error-panel__icon" />
      <div className="error-panel__body">
        {message && <p className="error-panel__message">{message}</p>}
        {children}
      </div>
    </div>
  );
}

export function MessageModalContent({ title, message, children }: { title?: string; message: string; children?: ReactNode }) {
  return (
    <div className="message-modal">
      {title && <h2 className="message-modal__title">{title}</h2>}
      <p className="message-modal__text">{message}</p>
      {children && <div className="message-modal__actions">{children}</div>}
    </div>
  );
}
