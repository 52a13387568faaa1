import { enrolmentCancellable, enrolmentStateOf, formatShortDate } from '@kukki/contracts';
import { useState } from 'react';
import { useCancelEnrollment, useEnrollments } from '../../api/queries';
import { AlertText } from '../../components/AlertText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FilterSelect } from '../../components/FilterSelect';
import { QueryTable } from '../../components/QueryTable';
import type { Enrollment } from '../../api/types';
import type { Column } from '../../components/Table';
import { Phone } from '../../components/Phone';
import { ENROLLMENT_FILTERS, enrollmentStatusLabel } from './enrollmentStatus';

/** «Kukki Mensual», or «Dulce mes · Mensual» when the plan's name does not say its period. */
const planLabel = (e: Enrollment) => {
  const { name = '', period = '' } = e.plan ?? {};
  return period && !name.toLowerCase().includes(period.toLowerCase()) ? `${name} · ${period}` : name;
};

const columns = (onCancel: (e: Enrollment) => void): Column<Enrollment>[] => [
  { header: 'Nombre', cell: (e) => e.payer?.name },
  { header: 'Email', cell: (e) => e.payer?.email, className: 'adm-email' },
  { header: 'Teléfono', cell: (e) => <Phone area={e.payer?.phone?.area_code} number={e.payer?.phone?.number} /> },
  { header: 'Plan', cell: planLabel },
  {
    header: 'Estado',
    cell: (e) => <span className={`adm-pill adm-pill--${enrolmentStateOf(e.status) ?? e.status}`}>{enrollmentStatusLabel(e.status)}</span>,
  },
  { header: 'Pagada', cell: (e) => (e.paidAt ? formatShortDate(e.paidAt) : 'Sin pago') },
  { header: 'Próxima entrega', cell: (e) => (e.nextDelivery ? formatShortDate(e.nextDelivery) : '—') },
  { header: 'Indicaciones para la entrega', cell: (e) => e.deliveryAddress?.notes || '—', className: 'adm-notes' },
  {
    header: 'Acciones',
    cell: (e) =>
      enrolmentCancellable(e.status) ? (
        <button type="button" className="btn btn--ghost" onClick={() => onCancel(e)}>
          Cancelar
        </button>
      ) : null,
  },
];

export function EnrollmentsSection() {
  const [status, setStatus] = useState<string>('todas');
  const enrollments = useEnrollments(status);
  const cancel = useCancelEnrollment();
  const [asking, setAsking] = useState<Enrollment | null>(null);
  const [done, setDone] = useState('');
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
      {done && (
        <p role="status" className="adm-note adm-note--ok">
          {done}
        </p>
      )}
      <QueryTable
        query={enrollments}
        rows={({ enrollments }) => enrollments}
        caption="Inscripciones"
        rowKey={(e) => e._id}
        columns={columns((e) => {
          cancel.reset();
          setAsking(e);
        })}
        empty="No hay inscripciones"
        className="adm-table--wrap adm-table--enrolments"
      />
      {asking && (
        <ConfirmDialog
          label="Cancelar suscripción"
          confirm="Sí, cancelar"
          pendingText="Cancelando..."
          danger
          pending={cancel.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            cancel.mutate(asking._id, {
              onSuccess: () => {
                setAsking(null);
                // Said to the owner (the reply's message is the subscriber's, in the second person).
                const whose = asking.payer?.name ? ` de ${asking.payer.name}` : '';
                setDone(
                  `Cancelamos la suscripción${whose}. No se harán más cargos; las cajas que ya pagó se entregan como estaba previsto.`,
                );
              },
            })
          }
        >
          <p className="adm-modal__message">
            ¿Cancelar la suscripción {asking.plan?.name} de {asking.payer?.name}? No se harán más cargos; las cajas que ya pagó sí se
            entregan. Le avisamos por correo.
          </p>
          <AlertText message={cancel.error?.message} />
        </ConfirmDialog>
      )}
    </section>
  );
}
