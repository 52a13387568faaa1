import type { ReactNode } from 'react';
import { Field } from '@kukki/ui';

/** The card that the sign-in, sign-up and password pages sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page auth">
      <div className="card">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The new password and its confirmation, the pair the users service checks (`password`, `passwordConfirm`). */
export function NewPasswordFields({ label = 'Nueva contraseña' }: { label?: string }) {
  return (
    <>
      <Field label={label} name="password" type="password" autoComplete="new-password" />
      <Field label="Confirmar contraseña" name="passwordConfirm" type="password" autoComplete="new-password" />
    </>
  );
}

/** The card's full-width submit button, disabled while the request runs. */
export function AuthSubmit({ pending, busyLabel, children }: { pending: boolean; busyLabel?: string; children: string }) {
  return (
    <button type="submit" className="btn btn--accent btn--block" disabled={pending}>
      {pending && busyLabel ? busyLabel : children}
    </button>
  );
}
