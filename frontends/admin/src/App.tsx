import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useResolvedPath } from 'react-router';
import { getQueryClient, useUser } from '@kukki/shop-client';
import { AdminLayout } from './layout/AdminLayout';
import { NotAuthorized } from './layout/NotAuthorized';
import { LiveOrdersProvider } from './live/LiveOrdersContext';
import { AdminRoutes } from './routes';
import './styles/admin.css';

const ADMIN_BASE = '/admin/dash';

const queryClient = getQueryClient();
// Admin data changes under the admin's eyes (orders arrive, stock moves): keep it fresher than the catalogue.
queryClient.setQueryDefaults(['admin'], { staleTime: 15_000 });

/** Exposed as `admin/App`: renders every /admin/dash route inside the host's router, on the shop's one QueryClient. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate />
    </QueryClientProvider>
  );
}

export default App;

/** The login lives in ui's user store: a logout (here or in another tab) locks the admin at once. */
function AdminGate() {
  const user = useUser();
  if (!user?.isAdmin) return <NotAuthorized />;
  return (
    <LiveOrdersProvider>
      <AdminLayout name={user.name}>
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
