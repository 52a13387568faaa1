import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, userStore } from '@kukki/shop-client';
import { query } from './http';
import type { Capacity, Product } from './types';

export interface OrdersSearch {
  q?: string;
  /** Creation days. */
  from?: string;
  to?: string;
  /** Delivery days. */
  deliveryFrom?: string;
  deliveryTo?: string;
}

const capacityKey = ['admin', 'capacity'] as const;

export function useCapacity() {
  return useQuery({ queryKey: capacityKey, queryFn: () => api<Capacity>('/admin/capacity') });
}

export function useSetDefaultCapacity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (defaultPerDay: number | null) => api<Capacity>('/admin/capacity', { method: 'PUT', body: { defaultPerDay } }),
    onSuccess: (data) => client.setQueryData(capacityKey, data),
  });
}

export function useSetDayCapacity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, capacity }: { date: string; capacity: number | null }) =>
      api<Capacity>(`/admin/capacity/${encodeURIComponent(date)}`, { method: 'PUT', body: { capacity } }),
    onSuccess: (data) => client.setQueryData(capacityKey, data),
  });
}

/** The sold-out toggle: PATCH /api/admin/products/{id} {"available": bool}. */
export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, available }: { id: string; available: boolean }) =>
      api<{ product: Product }>(`/admin/products/${id}`, { method: 'PATCH', body: { available } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'products'] }),
  });
}

/** Downloads GET /api/admin/orders/export.csv with the list's filters (the session travels as a header). */
export async function downloadOrdersCsv(filters: OrdersSearch & { status?: string }): Promise<void> {
  const token = userStore.get()?.token;
  const response = await fetch(`/api/admin/orders/export.csv${query({ ...filters })}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? `Request failed with status code ${response.status}`, response.status);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ordenes-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
