import { enrolmentStateOf, formatLongDate } from '@kukki/contracts';
import { useState } from 'react';
import { useEnrollments } from '../../api/queries';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { phoneText } from '../orders/OrderRow';
import { ENROLLMENT_FILTERS, enrollmentStatusLabel } from './enrollmentStatus';

export function EnrollmentsSection() {
  const [status, setStatus] = useState<string>('todas');
  const enrollments = useEnrollments(status);
  return (
    <section className="adm-card adm-card--wide" aria-labelledby="adm-enrollments">
      <header className="adm-page-header">
        <h2 id="adm-enrollments">Inscripciones</h2>
        <label className="adm-field adm-field--inline">
          <span>Estado</span>
          <select className="adm-select" value={status} onChange={(event) => setStatus(event.target.value)}>
            {ENROLLMENT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {enrollmentStatusLabel(value)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <QueryState query={enrollments}>
        {({ enrollments }) =>
          enrollments.length === 0 ? (
            <p className="adm-empty">No hay inscripciones</p>
          ) : (
            <Table caption="Inscripciones">
              <thead>
                <tr>
                  <th>Nombre</th>
                  <th>Email</th>
                  <th>Teléfono</th>
                  <th>Colonia</th>
                  <th>Plan</th>
                  <th>Periodo</th>
                  <th>Estado</th>
                  <th>Próxima entrega</th>
                  <th>Indicaciones para la entrega</th>
                </tr>
              </thead>
              <tbody>
                {enrollments.map((enrollment) => {
                  const plan = enrollment.plan;
                  return (
                    <tr key={enrollment._id}>
                      <td>{enrollment.payer?.name}</td>
                      <td>{enrollment.payer?.email}</td>
                      <td>{phoneText(enrollment.payer?.phone)}</td>
                      <td>{enrollment.deliveryAddress?.col}</td>
                      <td>{plan?.name}</td>
                      <td>{plan?.period}</td>
                      <td>
                        <span className={`adm-pill adm-pill--${enrolmentStateOf(enrollment.status) ?? enrollment.status}`}>
                          {enrollmentStatusLabel(enrollment.status)}
                        </span>
                      </td>
                      <td>{enrollment.nextDelivery ? formatLongDate(enrollment.nextDelivery) : '—'}</td>
                      <td>{enrollment.deliveryAddress?.notes || '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )
        }
      </QueryState>
    </section>
  );
}
