import { createPersistedStore } from './createStore';

/** Stored login info (spec §3): token, name, isAdmin, firstPurchase (+ id and email). */
export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  firstPurchase: boolean;
  token: string;
}

export const userStore = createPersistedStore<UserInfo | null>('userInfo', null);
export const useUser = () => userStore.use();

export function saveUser(info: Partial<UserInfo> & { token?: string }): void {
  const prev = userStore.get();
  userStore.set({
    _id: info._id ?? prev?._id ?? '',
    name: info.name ?? prev?.name ?? '',
    email: info.email ?? prev?.email ?? '',
    isAdmin: Boolean(info.isAdmin ?? prev?.isAdmin),
    firstPurchase: Boolean(info.firstPurchase ?? prev?.firstPurchase),
    token: info.token ?? prev?.token ?? '',
  });
}

export function markFirstPurchaseUsed(): void {
  const prev = userStore.get();
  if (prev) userStore.set({ ...prev, firstPurchase: false });
}

export function clearUser(): void {
  userStore.set(null);
}
