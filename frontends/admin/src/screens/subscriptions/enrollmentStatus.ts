import { ENROLMENT_STATUSES, enrolmentStatusLabel } from '@kukki/contracts';

/** Filter options: every enrolment status (in Spanish, as the API answers them), plus 'todas'. */
export const ENROLLMENT_FILTERS = ['todas', ...ENROLMENT_STATUSES] as const;

/** The one label map of contracts, capitalised for the screen ('pendiente' → 'Pendiente'). */
export function enrollmentStatusLabel(status: string | undefined): string {
  if (!status) return '—';
  if (status === 'todas') return 'Todas';
  const label = enrolmentStatusLabel(status);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
