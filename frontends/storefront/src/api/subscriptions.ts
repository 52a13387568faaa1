import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicMonthDessertsReply, PublicPlanReply, PublicPlansReply } from '@kukki/contracts';
import { api } from '@kukki/shop-client';
import { orMissing } from '../components/notFound';

export const plansQuery = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: () =>
      api<PublicPlansReply>('/suscripciones').then((d) => [...(d.data?.subscriptions ?? [])].sort((a, b) => a.amount - b.amount)),
  });

export const usePlans = () => useQuery(plansQuery());

export const planQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: ['plan', id],
    queryFn: () => orMissing(api<PublicPlanReply>(`/suscripciones/${encodeURIComponent(id!)}`).then((d) => d.data.subscription)),
    enabled: Boolean(id),
  });

export const usePlan = (id: string | undefined) => useQuery(planQuery(id));

export const monthDessertsQuery = () =>
  queryOptions({
    queryKey: ['monthDesserts'],
    queryFn: () => api<PublicMonthDessertsReply>('/suscripciones/month').then((d) => d.data?.desserts ?? []),
    retry: false,
  });

export const useMonthDesserts = () => useQuery(monthDessertsQuery());
