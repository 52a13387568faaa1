import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UserInfoDto } from '@kukki/contracts';
import { MessageModalContent, useModal } from '@kukki/ui';
import { api, saveUser } from '@kukki/shop-client';
import { formFields } from '../../components/AddressFields';

export const PASSWORD_UPDATED = 'Se actualizó la contraseña correctamente';

interface PasswordChange {
  /** PATCH endpoint that sets the new password. */
  path: string;
  /** Form fields it sends. */
  fields: readonly string[];
  /** Where to go after the confirmation, knowing whether the answer signed the user in. */
  next: (signedIn: boolean) => string;
  /** Focus «Continuar» in the confirmation. */
  focusContinue?: boolean;
}

/**
 * A new password, from the reset link or the signed-in change form: the fresh session it answers is
 * saved, a modal confirms it and closing that modal goes on to `next`.
 */
export function usePasswordChange({ path, fields, next, focusContinue = false }: PasswordChange) {
  const navigate = useNavigate();
  const modal = useModal();
  const change = useMutation({
    mutationFn: (body: Record<string, string>) => api<Partial<UserInfoDto>>(path, { method: 'PATCH', body }),
    onSuccess: (data) => {
      if (data?.token) saveUser(data);
      const target = next(Boolean(data?.token));
      modal.open(
        <MessageModalContent message={PASSWORD_UPDATED}>
          <button type="button" className="btn" onClick={() => modal.close()} data-autofocus={focusContinue || undefined}>
            Continuar
          </button>
        </MessageModalContent>,
        { title: 'Contraseña actualizada', onClose: () => void navigate(target) },
      );
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(formFields(event.currentTarget, fields));
  };
  return { change, onSubmit };
}
