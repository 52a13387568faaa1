import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Field, formText } from '@kukki/ui';
import { api, errorMessage } from '@kukki/shop-client';

const SENT = 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';

export function ForgotPassword() {
  const send = useMutation({
    mutationFn: (email: string) => api<{ message?: string }>('/usuarios/forgotPassword', { method: 'POST', body: { email } }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(formText(new FormData(event.currentTarget), 'forgotEmail').trim());
  };
  return (
    <form className="form forgot" onSubmit={onSubmit} aria-label="Recuperar contraseña">
      <h2 className="forgot__title">Recuperar contraseña</h2>
      <Field label="Correo de tu cuenta" name="forgotEmail" type="email" autoComplete="email" />
      <button type="submit" className="btn btn--ghost" disabled={send.isPending}>
        Enviar enlace
      </button>
      {send.isSuccess && (
        <p className="notice" role="status">
          {send.data?.message || SENT}
        </p>
      )}
      {send.isError && (
        <p className="form-error" role="alert">
          {errorMessage(send.error)}
        </p>
      )}
    </form>
  );
}
