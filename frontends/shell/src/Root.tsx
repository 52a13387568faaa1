import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ModalProvider } from '@kukki/ui';
import { App } from './App';

/** The whole shell under a router: the same tree on the server (StaticRouter) and in the browser (BrowserRouter). */
export function Root({ client, Router }: { client: QueryClient; Router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router>
          <ModalProvider>
            <App />
          </ModalProvider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
