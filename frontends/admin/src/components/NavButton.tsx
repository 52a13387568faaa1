import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The spec calls these buttons ('Nuevo producto', 'Editar', create coupon): a button that navigates. */
export function NavButton({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="btn" onClick={() => void navigate(to, { state })}>
      {children}
    </button>
  );
}
