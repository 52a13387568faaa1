/** Enrolment statuses as Mercado Pago preapprovals name them, with Spanish labels. */
export const ENROLLMENT_FILTERS = ['todas', 'pending', 'authorized', 'paused', 'cancelled'] as const;

const LABELS: Record<string, string> = {
  todas: 'Todas',
  pending: 'Pendiente',
  pendiente: 'Pendiente',
  authorized: 'Activa',
  active: 'Activa',
  activa: 'Activa',
  paused: 'Pausada',
  pausada: 'Pausada',
  cancelled: 'Cancelada',
  canceled: 'Cancelada',
  cancelada: 'Cancelada',
  finished: 'Terminada',
  terminada: 'Terminada',
};

export function enrollmentStatusLabel(status: string | undefined): string {
  if (!status) return '—';
  return LABELS[status] ?? status;
}
