import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ModalArea, ModalProvider } from '../src';

export { mockApi } from '../../shop-client/test/mockApi';

/**
 * Renders a page inside router, query client and modal area, at `path` matched by `route`. `prefill` puts
 * answers in the query cache first, as a page rendered by the server hands them over.
 */
export function renderPage(
  ui: ReactElement,
  { path = '/', route = '*', prefill = [] }: { path?: string; route?: string; prefill?: Array<[readonly unknown[], unknown]> } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const [key, data] of prefill) client.setQueryData(key, data);
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
