import { createElement, useEffect, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { UserInfoDto } from '@kukki/contracts';
import { MessageModalContent, useModal } from '@kukki/ui';
import { api, errorMessage, getQueryClient, saveUser, useUser } from '@kukki/shop-client';
import { formFields } from '../../components/AddressFields';
import { redirectTarget } from './redirect';

type AuthPath = '/usuarios/login' | '/usuarios/signup';

/** Login/signup: store user info and go to the redirect target; errors open a modal (spec §8). */
export function useAuthSubmit(path: AuthPath, target: string) {
  const navigate = useNavigate();
  const modal = useModal();
  return useMutation({
    mutationFn: (body: Record<string, string>) => api<UserInfoDto>(path, { method: 'POST', body }),
    onSuccess: (user) => {
      saveUser(user);
      getQueryClient().removeQueries({ queryKey: ['profile'] });
      void navigate(target, { replace: true });
    },
    onError: (error) => modal.open(createElement(MessageModalContent, { message: errorMessage(error) }), { title: 'No pudimos continuar' }),
  });
}

/**
 * What /login and /signup share: the call, a visitor who is already signed in sent on to the redirect
 * target, and a submit handler that posts the named form fields. `search` keeps the redirect in links.
 */
export function useAuthPage(path: AuthPath, fields: readonly string[]) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const target = redirectTarget(search);
  const auth = useAuthSubmit(path, target);

  // Only when the session changes: a sign-in through this page navigates from its own success handler.
  useEffect(() => {
    if (user && !auth.isPending && !auth.isSuccess) void navigate(target, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    auth.mutate(formFields(event.currentTarget, fields));
  };
  return { auth, onSubmit, search };
}
