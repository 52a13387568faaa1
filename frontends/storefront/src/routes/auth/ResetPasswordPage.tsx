import { Link, useParams } from 'react-router';
import { errorMessage, ErrorPanel, Field, useDocumentTitle } from '@kukki/ui';
import { usePasswordChange } from './usePasswordChange';

const RESET_FIELDS = ['password', 'passwordConfirm'] as const;

export default function ResetPasswordPage() {
  useDocumentTitle('Restablecer contraseña');
  const { token = '' } = useParams();
  const { change: reset, onSubmit } = usePasswordChange({
    path: `/usuarios/resetPassword/${encodeURIComponent(token)}`,
    fields: RESET_FIELDS,
    next: (signedIn) => (signedIn ? '/profile' : '/login'),
  });
  return (
    <div className="page auth">
      <div className="card">
        <h1>Restablecer contraseña</h1>
        <form className="form" onSubmit={onSubmit}>
          <Field label="Nueva contraseña" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirmar contraseña" name="passwordConfirm" type="password" autoComplete="new-password" />
          {reset.isError && <ErrorPanel message={errorMessage(reset.error)} />}
          <button type="submit" className="btn btn--accent btn--block" disabled={reset.isPending}>
            Actualizar
          </button>
        </form>
        <p className="auth__alt">
          <Link to="/login">Ingresar</Link>
        </p>
      </div>
    </div>
  );
}
