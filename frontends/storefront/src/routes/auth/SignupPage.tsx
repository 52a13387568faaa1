import { Link } from 'react-router';
import { Field, useDocumentTitle } from '@kukki/ui';
import { useAuthPage } from './useAuthSubmit';

const SIGNUP_FIELDS = ['name', 'lastname', 'email', 'password', 'passwordConfirm'] as const;

export default function SignupPage() {
  useDocumentTitle('Regístrate');
  const { auth: signup, onSubmit, search } = useAuthPage('/usuarios/signup', SIGNUP_FIELDS);

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
