import { enrolmentStateOf, formatLongDate } from '@kukki/contracts';
import { useState } from 'react';
import { useEnrollments } from '../../api/queries';
import { FilterSelect } from '../../components/FilterSelect';
import { QueryTable } from '../../components/QueryTable';
import type { Enrollment } from '../../api/types';
import type { Column } from '../../components/Table';
import { Phone } from '../../components/Phone';
import { ENROLLMENT_FILTERS, enrollmentStatusLabel } from './enrollmentStatus';

const COLUMNS: Column<Enrollment>[] = [
  { header: 'Nombre', cell: (e) => e.payer?.name },
  { header: 'Email', cell: (e) => e.payer?.email },
  { header: 'Teléfono', cell: (e) => <Phone area={e.payer?.phone?.area_code} number={e.payer?.phone?.number} /> },
  { header: 'Colonia', cell: (e) => e.deliveryAddress?.col },
  { header: 'Plan', cell: (e) => e.plan?.name },
  { header: 'Periodo', cell: (e) => e.plan?.period },
  {
    header: 'Estado',
    cell: (e) => <span className={`adm-pill adm-pill--${enrolmentStateOf(e.status) ?? e.status}`}>{enrollmentStatusLabel(e.status)}</span>,
  },
  { header: 'Próxima entrega', cell: (e) => (e.nextDelivery ? formatLongDate(e.nextDelivery) : '—') },
  { header: 'Indicaciones para la entrega', cell: (e) => e.deliveryAddress?.notes || '—', className: 'adm-notes' },
];

export function EnrollmentsSection() {
  const [status, setStatus] = useState<string>('todas');
  const enrollments = useEnrollments(status);
  return (
    <section className="card adm-card--wide" aria-labelledby="adm-enrollments">
      <header className="adm-page-header">
        <h2 id="adm-enrollments">Inscripciones</h2>
        <FilterSelect
          label="Estado"
          value={status}
          options={ENROLLMENT_FILTERS.map((value) => ({ value, label: enrollmentStatusLabel(value) }))}
          onChange={setStatus}
        />
      </header>
      <QueryTable
        query={enrollments}
        rows={({ enrollments }) => enrollments}
        caption="Inscripciones"
        rowKey={(e) => e._id}
        columns={COLUMNS}
        empty="No hay inscripciones"
        className="adm-table--wrap"
      />
    </section>
  );
}
