import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ModalArea, ModalProvider } from '../src';

/** Renders a page inside router, query client and modal area, at `path` matched by `route`. */
export function renderPage(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ModalProvider>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<p>otra página</p>} />
          </Routes>
          <ModalArea />
        </ModalProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Replaces fetch with a router of path → JSON body (status 200) or [status, body]. */
export function mockApi(routes: Record<string, unknown>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    calls.push({ url: String(url), init });
    const hit = routes[key] ?? routes[String(url)];
    const [status, body] =
      Array.isArray(hit) && typeof hit[0] === 'number' ? hit : [hit === undefined ? 404 : 200, hit ?? { message: 'No encontrado' }];
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return calls;
}
