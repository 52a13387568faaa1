import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useLocation, useResolvedPath } from 'react-router';
import { readSession, SESSION_KEY, type AdminSession } from './api/session';
import { AdminLayout } from './layout/AdminLayout';
import { NotAuthorized } from './layout/NotAuthorized';
import { LiveOrdersProvider } from './live/LiveOrdersContext';
import { AdminRoutes } from './routes';
import './styles/admin.css';

const ADMIN_BASE = '/admin/dash';

// The admin keeps its own cache and retry policy whatever the host configures.
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 } } });

/** Exposed as `admin/App`: renders every /admin/dash route inside the host's router. */
export function App() {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate />
    </QueryClientProvider>
  );
}

export default App;

function useSession(): AdminSession | null {
  const location = useLocation();
  const [session, setSession] = useState(readSession);
  // Re-read on every navigation and on changes from other tabs: a logout must lock the admin at once.
  useEffect(() => setSession(readSession()), [location.key]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_KEY) setSession(readSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return session;
}

function AdminGate() {
  const session = useSession();
  if (!session?.isAdmin) return <NotAuthorized />;
  return (
    <LiveOrdersProvider>
      <AdminLayout name={session.name}>
        <MountedRoutes />
      </AdminLayout>
    </LiveOrdersProvider>
  );
}

/**
 * The host mounts the App under a `/admin/dash/*` route; if it renders it outside such a route,
 * add the missing part of the path so the relative routes still match.
 */
function MountedRoutes() {
  const base = useResolvedPath('.').pathname.replace(/\/+$/, '');
  if (base === ADMIN_BASE || !ADMIN_BASE.startsWith(`${base}/`)) return <AdminRoutes />;
  return (
    <Routes>
      <Route path={`${ADMIN_BASE.slice(base.length + 1)}/*`} element={<AdminRoutes />} />
    </Routes>
  );
}
