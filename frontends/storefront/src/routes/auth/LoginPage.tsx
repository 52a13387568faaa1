import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FORGOT_PASSWORD_QUERY } from '@kukki/contracts';
import { Field } from '@kukki/ui';
import { AuthCard, AuthSubmit } from './AuthCard';
import { ForgotPassword } from './ForgotPassword';
import { useAuthPage } from './useAuthSubmit';
import { usePageTitle } from '../../components/usePageTitle';

const LOGIN_FIELDS = ['email', 'password'] as const;

export default function LoginPage() {
  usePageTitle('login');
  const { auth: login, onSubmit, search } = useAuthPage('/usuarios/login', LOGIN_FIELDS);
  const [params] = useSearchParams();
  const [forgot, setForgot] = useState(() => params.has(FORGOT_PASSWORD_QUERY));

  return (
    <AuthCard title="Ingresar">
      <form className="form" onSubmit={onSubmit}>
        <Field label="Correo electrónico" name="email" type="email" autoComplete="email" />
        <Field label="Contraseña" name="password" type="password" autoComplete="current-password" />
        <AuthSubmit pending={login.isPending} busyLabel="Ingresando...">
          Ingresar
        </AuthSubmit>
      </form>
      <p className="auth__alt">
        ¿No tienes cuenta? <Link to={`/signup${search}`}>Regístrate</Link>
      </p>
      <p className="auth__alt">
        <button type="button" className="link-button" aria-expanded={forgot} onClick={() => setForgot(!forgot)}>
          ¿Olvidaste tu contraseña?
        </button>
      </p>
      {forgot && <ForgotPassword />}
    </AuthCard>
  );
}
