import { Route, Routes } from 'react-router';
import { Layout } from './layout/Layout';
import { RemoteApp } from './remotes/RemoteApp';
import { useHydratedSignal } from './ssr/useHydratedSignal';

export function App() {
  useHydratedSignal();
  return (
    <Layout>
      <Routes>
        <Route path="/admin/dash/*" element={<RemoteApp name="admin" />} />
        <Route path="/*" element={<RemoteApp name="storefront" />} />
      </Routes>
    </Layout>
  );
}
