import { useQuery } from '@tanstack/react-query';
import { api, type MonthDessert, type SubscriptionPlan } from '@kukki/ui';

export const usePlans = () =>
  useQuery({
    queryKey: ['plans'],
    queryFn: () =>
      api<{ data: { subscriptions: SubscriptionPlan[] } }>('/suscripciones').then((d) =>
        [...(d.data?.subscriptions ?? [])].sort((a, b) => a.amount - b.amount),
      ),
  });

export const usePlan = (id: string | undefined) =>
  useQuery({
    queryKey: ['plan', id],
    queryFn: () =>
      api<{ data: { subscription: SubscriptionPlan } }>(`/suscripciones/${encodeURIComponent(id!)}`).then((d) => d.data.subscription),
    enabled: Boolean(id),
  });

export const useMonthDesserts = () =>
  useQuery({
    queryKey: ['monthDesserts'],
    queryFn: () => api<{ data: { desserts: MonthDessert[] } }>('/suscripciones/month').then((d) => d.data?.desserts ?? []),
    retry: false,
  });
