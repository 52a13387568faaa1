import { useQuery } from '@tanstack/react-query';
import { api, useUser, type Profile } from '@kukki/ui';

export const useProfile = () => {
  const user = useUser();
  return useQuery({
    queryKey: ['profile', user?._id ?? user?.email],
    queryFn: () => api<Profile>('/usuarios/profile'),
    enabled: Boolean(user?.token),
  });
};
