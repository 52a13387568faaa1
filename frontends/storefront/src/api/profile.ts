import { useQuery } from '@tanstack/react-query';
import type { ProfileDto } from '@kukki/contracts';
import { api, useUser } from '@kukki/shop-client';

export const useProfile = () => {
  const user = useUser();
  return useQuery({
    queryKey: ['profile', user?._id ?? user?.email],
    queryFn: () => api<ProfileDto>('/usuarios/profile'),
    enabled: Boolean(user?.token),
  });
};
