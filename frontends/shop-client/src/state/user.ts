import type { UserInfoDto } from '@kukki/contracts';
import { createPersistedStore } from './createStore';

/** Stored login info (spec §3): token, name, isAdmin, firstPurchase (+ id and email) of the login answer. */
export type UserInfo = Omit<UserInfoDto, 'lastname'>;

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
