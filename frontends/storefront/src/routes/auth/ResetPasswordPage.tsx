import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { UserInfoDto } from '@kukki/contracts';
import { api, errorMessage, ErrorPanel, Field, MessageModalContent, saveUser, useDocumentTitle, useModal } from '@kukki/ui';
import { formValues } from '../../components/AddressFields';

export default function ResetPasswordPage() {
  useDocumentTitle('Restablecer contraseña');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const modal = useModal();
  const reset = useMutation({
    mutationFn: (body: Record<string, string>) =>
      api<Partial<UserInfoDto> & { message?: string }>(`/usuarios/resetPassword/${encodeURIComponent(token)}`, { method: 'PATCH', body }),
    onSuccess: (data) => {
      if (data?.token) saveUser(data);
      const next = data?.token ? '/profile' : '/login';
      modal.open(
        <MessageModalContent message="Se actualizó la contraseña corectamente">
          <button type="button" className="btn" onClick={() => modal.close()}>
            Continuar
          </button>
        </MessageModalContent>,
        { title: 'Contraseña actualizada', onClose: () => navigate(next) },
      );
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password, passwordConfirm } = formValues(event.currentTarget);
    reset.mutate({ password, passwordConfirm });
  };
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
