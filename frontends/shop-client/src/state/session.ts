import type { ProfileDto } from '@kukki/contracts';
import { getQueryClient } from '../api/queryClient';
import { api, ApiError } from '../api/client';
import { CART_KEY } from './cart';
import { enrrollStore, orderTokenStore, payerStore, planStore } from './checkout';
import { clearUser, saveUser, userStore } from './user';

/** What survives a logout: the cart (no personal data) and the welcome pop-up's dismissal. */
const KEEP_LOCAL = new Set([CART_KEY]);
const KEEP_SESSION = new Set(['kukkiWelcomeDismissed']);

function sweep(storage: Storage | undefined, keep: Set<string>): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (!keep.has(key)) storage.removeItem(key);
  } catch {
    /* storage disabled */
  }
}

/**
 * Privacy on a shared computer: the payer's and enrolment details, the chosen
 * plan, guest order links and every other personal item leave local and session storage.
 */
export function forgetPersonalData(): void {
  payerStore.set(null);
  enrrollStore.set(null);
  planStore.set(null);
  orderTokenStore.set({});
  clearUser();
  if (typeof window !== 'undefined') {
    sweep(window.localStorage, KEEP_LOCAL);
    sweep(window.sessionStorage, KEEP_SESSION);
  }
}

/** Logout (spec §4): call the endpoint, drop saved user info, personal data and every cached user/order detail. */
export async function logout(): Promise<void> {
  try {
    await api('/usuarios/logout');
  } catch {
    /* the local session ends anyway */
  }
  forgetPersonalData();
  const client = getQueryClient();
  client.removeQueries({ queryKey: ['profile'] });
  client.removeQueries({ queryKey: ['order'] });
  client.removeQueries({ queryKey: ['myOrders'] });
  client.removeQueries({ queryKey: ['quote'] });
  client.removeQueries({ queryKey: ['admin'] }); // the admin remote shares this client: customers' data leaves with the session
}

/**
 * Brings the stored login info (name, isAdmin, firstPurchase) up to date with the server: after
 * login, on load and after a cancel. A session the server no longer accepts ends.
 */
export async function refreshUser(): Promise<void> {
  const token = userStore.get()?.token;
  if (!token) return;
  try {
    const profile = await api<ProfileDto>('/usuarios/profile');
    if (userStore.get()?.token !== token) return; // logged out or in as someone else meanwhile
    saveUser({
      _id: profile._id,
      name: profile.name,
      email: profile.email,
      isAdmin: profile.isAdmin,
      firstPurchase: profile.firstPurchase,
    });
    getQueryClient().setQueryData(['profile'], profile);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && userStore.get()?.token === token) clearUser();
  }
}
