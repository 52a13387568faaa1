import { useQuery } from '@tanstack/react-query';
import type { PublicMonthDessertsReply, PublicPlanReply, PublicPlansReply } from '@kukki/contracts';
import { api } from '@kukki/ui';

export const usePlans = () =>
  useQuery({
    queryKey: ['plans'],
    queryFn: () =>
      api<PublicPlansReply>('/suscripciones').then((d) => [...(d.data?.subscriptions ?? [])].sort((a, b) => a.amount - b.amount)),
  });

export const usePlan = (id: string | undefined) =>
  useQuery({
    queryKey: ['plan', id],
    queryFn: () => api<PublicPlanReply>(`/suscripciones/${encodeURIComponent(id!)}`).then((d) => d.data.subscription),
    enabled: Boolean(id),
  });

export const useMonthDesserts = () =>
  useQuery({
    queryKey: ['monthDesserts'],
    queryFn: () => api<PublicMonthDessertsReply>('/suscripciones/month').then((d) => d.data?.desserts ?? []),
    retry: false,
  });
