import { Route, Routes } from 'react-router';
import { Layout } from './layout/Layout';
import { RemoteApp } from './remotes/RemoteApp';
import { useHydratedSignal } from './ssr/useHydratedSignal';

export function App() {
  useHydratedSignal();
  return (
    <Layout>
      {/* Keyed: going from one remote to the other (the admin's «Iniciar sesión» and back) mounts the other's loader. */}
      <Routes>
        <Route path="/admin/dash/*" element={<RemoteApp key="admin" name="admin" />} />
        <Route path="/*" element={<RemoteApp key="storefront" name="storefront" />} />
      </Routes>
    </Layout>
  );
}
