import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UserInfoDto } from '@kukki/contracts';
import { api, errorMessage, getQueryClient, MessageModalContent, saveUser, useModal } from '@kukki/ui';
import { createElement } from 'react';

/** Login/signup: store user info and go to the redirect target; errors open a modal (spec §8). */
export function useAuthSubmit(path: '/usuarios/login' | '/usuarios/signup', target: string) {
  const navigate = useNavigate();
  const modal = useModal();
  return useMutation({
    mutationFn: (body: Record<string, string>) => api<UserInfoDto>(path, { method: 'POST', body }),
    onSuccess: (user) => {
      saveUser(user);
      getQueryClient().removeQueries({ queryKey: ['profile'] });
      navigate(target, { replace: true });
    },
    onError: (error) => modal.open(createElement(MessageModalContent, { message: errorMessage(error) }), { title: 'No pudimos continuar' }),
  });
}
