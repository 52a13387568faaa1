/** The login the storefront keeps in localStorage (spec §3 "Stored login info"). */
export interface AdminSession {
  _id?: string;
  name: string;
  email?: string;
  isAdmin: boolean;
  firstPurchase?: boolean;
  token?: string;
}

export const SESSION_KEY = 'userInfo';

export function readSession(): AdminSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AdminSession> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return { ...parsed, name: String(parsed.name ?? ''), isAdmin: parsed.isAdmin === true } as AdminSession;
  } catch {
    return null;
  }
}
