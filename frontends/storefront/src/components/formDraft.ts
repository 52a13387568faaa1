/**
 * What the shopper typed in a checkout form before «Continuar», kept for this tab only
 * (sessionStorage): a refresh or a slip of the back button gives it back; the tab's end forgets it.
 */
const storageKey = (key: string) => `kukki:draft:${key}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

export function readDraft(key: string): Record<string, string> | null {
  try {
    const raw = storage()?.getItem(storageKey(key));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Record<string, string>): void {
  try {
    storage()?.setItem(storageKey(key), JSON.stringify(values));
  } catch {
    // full or blocked: the form still works, it only forgets on refresh
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(storageKey(key));
}
