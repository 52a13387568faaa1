import { useLocation, useNavigate } from 'react-router';
import { BackIcon } from './Icons';

/**
 * «Regresar»: to `to` when given; otherwise one step back — unless this page is the first she opened here (a shared
 * link, a search result, a new tab), where «back» would leave the shop: then to `home`.
 */
export function BackButton({ to, home = '/', label = 'Regresar' }: { to?: string; home?: string; label?: string }) {
  const navigate = useNavigate();
  // The router's first entry of this tab is keyed 'default'; every page reached inside the shop has its own key.
  const firstPage = useLocation().key === 'default';
  return (
    <button type="button" className="back-button" onClick={() => void (to ? navigate(to) : firstPage ? navigate(home) : navigate(-1))}>
      <BackIcon width={18} height={18} />
      <span>{label}</span>
    </button>
  );
}
