import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a stored value has the shape of the store's initial one (a list, a record, or a record or null). */
function sameKind(value: unknown, initial: unknown): boolean {
  if (Array.isArray(initial)) return Array.isArray(value);
  if (initial === null) return value === null || isRecord(value);
  if (isRecord(initial)) return isRecord(value);
  return typeof value === typeof initial;
}

/**
 * The stored value, or `initial` when there is none or it is not of the store's kind (written by an older
 * version, another site's script or a hand): a page never breaks on what a browser kept.
 */
function read<T>(storage: Storage | null, key: string, initial: T): T {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return initial;
    const value: unknown = JSON.parse(raw);
    return sameKind(value, initial) ? (value as T) : initial;
  } catch {
    return initial;
  }
}

/**
 * A tiny external store persisted in Web Storage. `null`/`undefined` values remove the key.
 * Kept outside React so the shell and every remote share one instance through the @kukki/ui singleton.
 */
export function createPersistedStore<T>(key: string, initial: T, kind: 'local' | 'session' = 'local'): Store<T> {
  const storage = safeStorage(kind);
  let value = read(storage, key, initial);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  if (typeof window !== 'undefined' && kind === 'local') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      value = read(storage, key, initial);
      emit();
    });
  }

  const store: Store<T> = {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      try {
        if (value === null || value === undefined) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(value));
      } catch {
        /* storage full or disabled: keep the in-memory value */
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The server renders (and the browser hydrates) with the initial value; the stored one follows.
    use: () =>
      useSyncExternalStore(
        (listener) => store.subscribe(listener),
        () => store.get(),
        () => initial,
      ),
  };
  return store;
}
