import { getQueryClient } from '../api/queryClient';
import { api } from '../api/client';
import { clearUser } from './user';
import { createPersistedStore } from './createStore';

/** Welcome pop-up dismissal, remembered for the browser session. */
export const welcomeDismissedStore = createPersistedStore<boolean>('kukkiWelcomeDismissed', false, 'session');

/** Logout (spec §4): call the endpoint, drop saved user info and every cached user/order detail. */
export async function logout(): Promise<void> {
  try {
    await api('/usuarios/logout');
  } catch {
    /* the local session ends anyway */
  }
  clearUser();
  const client = getQueryClient();
  client.removeQueries({ queryKey: ['profile'] });
  client.removeQueries({ queryKey: ['order'] });
  client.removeQueries({ queryKey: ['myOrders'] });
}
