import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { userStore, type UserInfo } from '@kukki/shop-client';

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

/** A fetch stub answering JSON by "METHOD path" (query string included), recording every call. */
export function stubFetch(routes: Record<string, unknown | ((body: unknown) => unknown)>) {
  const calls: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
    const key = `${method} ${url}`;
    const match = Object.keys(routes).find((pattern) => pattern === key || (pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1))));
    if (!match) return { ok: false, status: 404, text: async () => JSON.stringify({ message: 'No encontrado' }) };
    const answer = routes[match];
    const value = typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer;
    const status = (value as { __status?: number })?.__status ?? 200;
    return { ok: status < 400, status, text: async () => JSON.stringify(value) };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return calls;
}

/** Signs in (or out) the way the shop does: ui's user store, persisted as localStorage `userInfo`. */
export function setSession(session: Partial<UserInfo> | null) {
  userStore.set(session as UserInfo | null);
}

/** Ana, the administrator every screen test signs in as. */
export const signInAsAdmin = () => setSession({ name: 'Ana', isAdmin: true, token: 'tok' });
