import { useState } from 'react';
import { formatClock, formatLongDate, formatMoney, REGIMENES_FISCALES, USOS_CFDI } from '@kukki/contracts';
import { Link } from 'react-router';
import { useFacturas, useMarkFacturaIssued } from '../../api/queries';
import { ApiError } from '@kukki/ui';
import { ErrorPanel } from '../../components/ErrorPanel';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';

const FILTERS = [
  { value: 'pendiente', label: 'Pendientes' },
  { value: 'emitida', label: 'Emitidas' },
  { value: 'todas', label: 'Todas' },
];

/** Factura (CFDI) requests of paid orders: the shop issues them outside and marks them emitida here. */
export function Facturas() {
  const [status, setStatus] = useState('pendiente');
  const facturas = useFacturas(status);
  const mark = useMarkFacturaIssued();
  return (
    <section className="adm-page">
      <header className="adm-page-header">
        <h1 className="adm-title">Facturas</h1>
        <label className="adm-field adm-field--inline">
          <span>Mostrar</span>
          <select className="adm-select" value={status} onChange={(event) => setStatus(event.target.value)}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </header>
      {mark.isError ? (
        <ErrorPanel message={mark.error instanceof ApiError ? mark.error.message : 'No pudimos actualizar la factura'} />
      ) : null}
      <QueryState query={facturas}>
        {({ facturas }) =>
          facturas.length === 0 ? (
            <p className="adm-empty">No hay solicitudes de factura</p>
          ) : (
            <Table caption="Solicitudes de factura">
              <thead>
                <tr>
                  <th>Fecha</th>
                  <th>Orden</th>
                  <th>RFC</th>
                  <th>Razón social</th>
                  <th>Régimen</th>
                  <th>C.P.</th>
                  <th>Uso CFDI</th>
                  <th>Correo</th>
                  <th>Total</th>
                  <th>Estado</th>
                </tr>
              </thead>
              <tbody>
                {facturas.map((f) => (
                  <tr key={f._id}>
                    <td>
                      {formatLongDate(f.createdAt)} {formatClock(f.createdAt)}
                    </td>
                    <td>
                      <Link to={`/admin/dash/ordenes/${f.orderId}`}>{f.orderId.slice(0, 10)}</Link>
                    </td>
                    <td className="adm-code">{f.rfc}</td>
                    <td>{f.razonSocial}</td>
                    <td title={REGIMENES_FISCALES[f.regimenFiscal]}>{f.regimenFiscal}</td>
                    <td>{f.codigoPostal}</td>
                    <td title={USOS_CFDI[f.usoCfdi]}>{f.usoCfdi}</td>
                    <td>
                      <a href={`mailto:${f.email}`}>{f.email}</a>
                    </td>
                    <td className="adm-num">${formatMoney(f.total)}</td>
                    <td>
                      {f.status === 'emitida' ? (
                        <span className="adm-pill adm-pill--ok">Emitida</span>
                      ) : (
                        <button type="button" className="adm-button" disabled={mark.isPending} onClick={() => mark.mutate(f._id)}>
                          Marcar emitida
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryState>
    </section>
  );
}
