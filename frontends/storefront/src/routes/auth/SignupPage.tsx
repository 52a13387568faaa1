import { Link } from 'react-router';
import { Field } from '@kukki/ui';
import { AuthCard, AuthSubmit, NewPasswordFields } from './AuthCard';
import { useAuthPage } from './useAuthSubmit';
import { usePageTitle } from '../../components/usePageTitle';

const SIGNUP_FIELDS = ['name', 'lastname', 'email', 'password', 'passwordConfirm'] as const;

export default function SignupPage() {
  usePageTitle('signup');
  const { auth: signup, onSubmit, search } = useAuthPage('/usuarios/signup', SIGNUP_FIELDS);

  return (
    <AuthCard title="Regístrate">
      <p className="notice notice--warm">Obtén 25% de descuento en tu primera compra.</p>
      <form className="form" onSubmit={onSubmit}>
        <Field label="Nombre" name="name" autoComplete="given-name" />
        <Field label="Apellido" name="lastname" autoComplete="family-name" required={false} hint="Opcional" />
        <Field label="Correo electrónico" name="email" type="email" autoComplete="email" />
        <NewPasswordFields label="Contraseña" />
        <AuthSubmit pending={signup.isPending} busyLabel="Creando cuenta...">
          Regístrate
        </AuthSubmit>
      </form>
      <p className="auth__alt">
        ¿Ya tienes cuenta? <Link to={`/login${search}`}>Ingresar</Link>
      </p>
    </AuthCard>
  );
}
