import { useEffect, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Field, useDocumentTitle, useUser } from '@kukki/ui';
import { formValues } from '../../components/AddressFields';
import { redirectTarget } from './redirect';
import { useAuthSubmit } from './useAuthSubmit';

export default function SignupPage() {
  useDocumentTitle('Regístrate');
  const { search } = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const target = redirectTarget(search);
  const signup = useAuthSubmit('/usuarios/signup', target);

  useEffect(() => {
    if (user && !signup.isPending && !signup.isSuccess) navigate(target, { replace: true });
  }, [user]); // only when the session changes

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { name, lastname, email, password, passwordConfirm } = formValues(event.currentTarget);
    signup.mutate({ name, lastname, email, password, passwordConfirm });
  };

  return (
    <div className="page auth">
      <div className="card">
        <h1>Regístrate</h1>
        <p className="notice notice--warm">Obtén 25% de descuento en tu primera compra.</p>
        <form className="form" onSubmit={onSubmit}>
          <Field label="Nombre" name="name" autoComplete="given-name" />
          <Field label="Apellido" name="lastname" autoComplete="family-name" required={false} hint="Opcional" />
          <Field label="Correo electrónico" name="email" type="email" autoComplete="email" />
          <Field label="Contraseña" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirmar contraseña" name="passwordConfirm" type="password" autoComplete="new-password" />
          <button type="submit" className="btn btn--accent btn--block" disabled={signup.isPending}>
            {signup.isPending ? 'Creando cuenta...' : 'Regístrate'}
          </button>
        </form>
        <p className="auth__alt">
          ¿Ya tienes cuenta? <Link to={`/login${search}`}>Ingresar</Link>
        </p>
      </div>
    </div>
  );
}
