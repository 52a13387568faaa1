import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { App } from '../App';

function Login() {
  return (
    <p>
      Página de ingreso del shell (vista previa). <Link to="/admin/dash">Panel</Link>
    </p>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <Routes>
      <Route path="/admin/dash/*" element={<App />} />
      <Route path="*" element={<Login />} />
    </Routes>
  </BrowserRouter>,
);
