import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPaymentsConfig } from '@kukki/contracts';
import { api } from '@kukki/shop-client';

/** GET /api/payments/config: meses sin intereses (MP_INSTALLMENTS_MAX) and the cash/transfer methods. */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['payments-config'],
    queryFn: () => api<PublicPaymentsConfig>('/payments/config'),
    staleTime: 10 * 60_000,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());
