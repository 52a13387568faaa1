import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { userStore, type UserInfo } from '@kukki/shop-client';

export { mockApi } from '../../../shop-client/test/mockApi';

/** Renders a screen at `path` under /admin/dash with a fresh query cache. */
export function renderAt(element: ReactElement, { path, route }: { path: string; route: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Signs in (or out) the way the shop does: ui's user store, persisted as localStorage `userInfo`. */
export function setSession(session: Partial<UserInfo> | null) {
  userStore.set(session as UserInfo | null);
}

/** Ana, the administrator every screen test signs in as. */
export const signInAsAdmin = () => setSession({ name: 'Ana', isAdmin: true, token: 'tok' });

/** The text of every cell of a table row (or of a whole table), in order. */
export const cellTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
