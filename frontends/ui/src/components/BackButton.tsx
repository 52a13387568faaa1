import { useNavigate } from 'react-router';
import { BackIcon } from './Icons';

export function BackButton({ to, label = 'Regresar' }: { to?: string; label?: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="back-button"
      onClick={() => void (to ? navigate(to) : window.history.length > 1 ? navigate(-1) : navigate('/'))}
    >
      <BackIcon width={18} height={18} />
      <span>{label}</span>
    </button>
  );
}
