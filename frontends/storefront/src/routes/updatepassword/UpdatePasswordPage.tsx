import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, ErrorPanel, Field, useDocumentTitle, useUser } from '@kukki/ui';
import { usePasswordChange } from '../auth/usePasswordChange';

export { PASSWORD_UPDATED } from '../auth/usePasswordChange';

const UPDATE_FIELDS = ['passwordCurrent', 'password', 'passwordConfirm'] as const;

export default function UpdatePasswordPage() {
  useDocumentTitle('Cambiar contraseña');
  const user = useUser();
  const navigate = useNavigate();
  const { change: update, onSubmit } = usePasswordChange({
    path: '/usuarios/updateMyPassword',
    fields: UPDATE_FIELDS,
    next: () => '/profile',
    focusContinue: true,
  });

  useEffect(() => {
    if (!user) navigate('/login?redirect=updatepassword', { replace: true });
  }, [user, navigate]);

  return (
    <div className="page auth">
      <div className="card">
        <h1>Cambiar contraseña</h1>
        <form className="form" onSubmit={onSubmit}>
          <Field label="Contraseña actual" name="passwordCurrent" type="password" autoComplete="current-password" />
          <Field label="Nueva contraseña" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirmar contraseña" name="passwordConfirm" type="password" autoComplete="new-password" />
          {update.isError && <ErrorPanel message={errorMessage(update.error)} />}
          <div className="actions">
            <button type="submit" className="btn btn--accent" disabled={update.isPending}>
              Actualizar
            </button>
            <Link to="/profile" className="btn btn--ghost">
              Cancelar
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
