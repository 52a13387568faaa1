import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { UserInfoDto } from '@kukki/contracts';
import { api, errorMessage, ErrorPanel, Field, MessageModalContent, saveUser, useDocumentTitle, useModal, useUser } from '@kukki/ui';
import { formValues } from '../../components/AddressFields';

export const PASSWORD_UPDATED = 'Se actualizó la contraseña corectamente';

export default function UpdatePasswordPage() {
  useDocumentTitle('Cambiar contraseña');
  const user = useUser();
  const navigate = useNavigate();
  const modal = useModal();
  const update = useMutation({
    mutationFn: (body: Record<string, string>) => api<Partial<UserInfoDto>>('/usuarios/updateMyPassword', { method: 'PATCH', body }),
    onSuccess: (data) => {
      if (data?.token) saveUser(data);
      modal.open(
        <MessageModalContent message={PASSWORD_UPDATED}>
          <button type="button" className="btn" onClick={() => modal.close()} data-autofocus>
            Continuar
          </button>
        </MessageModalContent>,
        { title: 'Contraseña actualizada', onClose: () => navigate('/profile') },
      );
    },
  });

  useEffect(() => {
    if (!user) navigate('/login?redirect=updatepassword', { replace: true });
  }, [user, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { passwordCurrent, password, passwordConfirm } = formValues(event.currentTarget);
    update.mutate({ passwordCurrent, password, passwordConfirm });
  };

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
