import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorPanel, Field } from '@kukki/ui';
import { errorMessage, useUser } from '@kukki/shop-client';
import { AuthCard, NewPasswordFields } from '../auth/AuthCard';
import { usePasswordChange } from '../auth/usePasswordChange';
import { usePageTitle } from '../../components/usePageTitle';

export { PASSWORD_UPDATED } from '../auth/usePasswordChange';

const UPDATE_FIELDS = ['passwordCurrent', 'password', 'passwordConfirm'] as const;

export default function UpdatePasswordPage() {
  usePageTitle('updatePassword');
  const user = useUser();
  const navigate = useNavigate();
  const { change: update, onSubmit } = usePasswordChange({
    path: '/usuarios/updateMyPassword',
    fields: UPDATE_FIELDS,
    next: () => '/profile',
    focusContinue: true,
  });

  useEffect(() => {
    if (!user) void navigate('/login?redirect=updatepassword', { replace: true });
  }, [user, navigate]);

  return (
    <AuthCard title="Cambiar contraseña">
      <form className="form" onSubmit={onSubmit}>
        <Field label="Contraseña actual" name="passwordCurrent" type="password" autoComplete="current-password" />
        <NewPasswordFields />
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
    </AuthCard>
  );
}
