import { Link, useParams } from 'react-router';
import { ErrorPanel } from '@kukki/ui';
import { errorMessage } from '@kukki/shop-client';
import { AuthCard, AuthSubmit, NewPasswordFields } from './AuthCard';
import { usePasswordChange } from './usePasswordChange';
import { usePageTitle } from '../../components/usePageTitle';

const RESET_FIELDS = ['password', 'passwordConfirm'] as const;

export default function ResetPasswordPage() {
  usePageTitle('resetPassword');
  const { token = '' } = useParams();
  const { change: reset, onSubmit } = usePasswordChange({
    path: `/usuarios/resetPassword/${encodeURIComponent(token)}`,
    fields: RESET_FIELDS,
    next: (signedIn) => (signedIn ? '/profile' : '/login'),
  });
  return (
    <AuthCard title="Restablecer contraseña">
      <form className="form" onSubmit={onSubmit}>
        <NewPasswordFields />
        {reset.isError && <ErrorPanel message={errorMessage(reset.error)} />}
        <AuthSubmit pending={reset.isPending}>Actualizar</AuthSubmit>
      </form>
      <p className="auth__alt">
        <Link to="/login">Ingresar</Link>
      </p>
    </AuthCard>
  );
}
