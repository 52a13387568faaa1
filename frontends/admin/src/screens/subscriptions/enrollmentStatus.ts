import { ENROLMENT_STATUSES } from '@kukki/contracts';

/** Filter options: every enrolment status of the subscriptions service, plus 'todas'. */
export const ENROLLMENT_FILTERS = ['todas', ...ENROLMENT_STATUSES] as const;

const LABELS: Record<string, string> = {
  todas: 'Todas',
  pending: 'Pendiente',
  authorized: 'Autorizada',
  active: 'Activa',
  paused: 'Pausada',
  cancelled: 'Cancelada',
  finished: 'Terminada',
};

export function enrollmentStatusLabel(status: string | undefined): string {
  if (!status) return '—';
  return LABELS[status] ?? status;
}
