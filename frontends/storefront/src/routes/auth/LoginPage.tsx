import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field, useDocumentTitle, useUser } from '@kukki/ui';
import { formValues } from '../../components/AddressFields';
import { ForgotPassword } from './ForgotPassword';
import { redirectTarget } from './redirect';
import { useAuthSubmit } from './useAuthSubmit';

export default function LoginPage() {
  useDocumentTitle('Ingresar');
  const { search } = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const target = redirectTarget(search);
  const login = useAuthSubmit('/usuarios/login', target);
  const [forgot, setForgot] = useState(false);

  useEffect(() => {
    if (user && !login.isPending && !login.isSuccess) navigate(target, { replace: true });
  }, [user]); // only when the session changes

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = formValues(event.currentTarget);
    login.mutate({ email, password });
  };

  return (
    <div className="page auth">
      <div className="card">
        <h1>Ingresar</h1>
        <form className="form" onSubmit={onSubmit}>
          <Field label="Correo electrónico" name="email" type="email" autoComplete="email" />
          <Field label="Contraseña" name="password" type="password" autoComplete="current-password" />
          <button type="submit" className="btn btn--accent btn--block" disabled={login.isPending}>
            {login.isPending ? 'Ingresando...' : 'Ingresar'}
          </button>
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
      </div>
    </div>
  );
}
