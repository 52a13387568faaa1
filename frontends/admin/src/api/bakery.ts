import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, userStore } from '@kukki/shop-client';
import type { CapacityReply, CreateOrderReply, CustomersReply, ProductionReply, RoutesReply, SalesReportReply } from '@kukki/contracts';
import { query } from './http';

/** The bakery's morning: production list, route sheet, reports, customers and orders entered by the shop. */
export function useProduction(date: string) {
  return useQuery({ queryKey: ['admin', 'production', date], queryFn: () => api<ProductionReply>(`/admin/production${query({ date })}`) });
}

export function useRouteSheet(date: string) {
  return useQuery({ queryKey: ['admin', 'routes', date], queryFn: () => api<RoutesReply>(`/admin/routes${query({ date })}`) });
}

export function useSalesReport(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'reports', 'sales', from, to],
    queryFn: () => api<SalesReportReply>(`/admin/reports/sales${query({ from, to })}`),
  });
}

export function useCustomers(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'customers', q, page],
    queryFn: () => api<CustomersReply>(`/admin/customers${query({ q, page })}`),
  });
}

export function useCreateShopOrder() {
  return useMutation({ mutationFn: (body: unknown) => api<CreateOrderReply>('/admin/orders', { method: 'POST', body }) });
}

/** Fetches an admin file (PDF, CSV) with the session header; a refusal becomes its Spanish message. */
async function adminFile(path: string): Promise<Blob> {
  const token = userStore.get()?.token;
  const response = await fetch(`/api/admin/${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? `Request failed with status code ${response.status}`, response.status);
  }
  return response.blob();
}

/** Opens an admin PDF (packing slips) in a new tab; the tab is opened at the click so no pop-up blocker stops it. */
export async function openAdminPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await adminFile(path));
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Downloads an admin CSV under `filename`. */
export async function downloadAdminFile(path: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await adminFile(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** PUT /api/admin/capacity with the weekdays without deliveries and/or the unit the capacity counts. */
export function useSaveCapacitySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { closedWeekdays?: number[]; capacityUnit?: 'orders' | 'items' }) =>
      api<CapacityReply>('/admin/capacity', { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData(['admin', 'capacity'], data),
  });
}
