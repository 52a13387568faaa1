import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ModalOptions {
  /** Accessible name of the dialog. */
  title?: string;
  /** Called whenever the modal closes (close button, Escape, or close()). */
  onClose?: () => void;
  /** Hide the close button (the content must offer its own way out). */
  hideClose?: boolean;
  /** A tag callers can use to tell their modal apart (e.g. 'welcome'). */
  id?: string;
}

export interface ModalEntry extends ModalOptions {
  content: ReactNode;
  key: number;
}

interface ModalApi {
  current: ModalEntry | null;
  open(content: ReactNode, options?: ModalOptions): void;
  close: () => void;
}

const ModalContext = createContext<ModalApi | null>(null);
let nextKey = 1;

export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ModalEntry | null>(null);

  const open = useCallback((content: ReactNode, options: ModalOptions = {}) => {
    setCurrent({ ...options, content, key: nextKey++ });
  }, []);

  const close = useCallback(() => {
    setCurrent((entry) => {
      if (entry?.onClose) queueMicrotask(entry.onClose);
      return null;
    });
  }, []);

  const value = useMemo(() => ({ current, open, close }), [current, open, close]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

/** Opens content in the page-level modal area owned by the shell. */
export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <ModalProvider>');
  return api;
}
