import { useState } from 'react';
import { formatClock, formatLongDate, formatMoney, orderNumberOf, REGIMENES_FISCALES, USOS_CFDI } from '@kukki/contracts';
import { Link } from 'react-router';
import { useFacturas, useMarkFacturaIssued } from '../../api/queries';
import { ApiError } from '@kukki/shop-client';
import { ErrorPanel } from '@kukki/ui';
import { FilterSelect } from '../../components/FilterSelect';
import { QueryTable } from '../../components/QueryTable';

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
        <FilterSelect label="Mostrar" value={status} options={FILTERS} onChange={setStatus} />
      </header>
      {mark.isError ? (
        <ErrorPanel message={mark.error instanceof ApiError ? mark.error.message : 'No pudimos actualizar la factura'} />
      ) : null}
      <QueryTable
        query={facturas}
        rows={({ facturas }) => facturas}
        caption="Solicitudes de factura"
        rowKey={(f) => f._id}
        empty="No hay solicitudes de factura"
        columns={[
          {
            header: 'Fecha',
            cell: (f) => (
              <>
                {formatLongDate(f.createdAt)} {formatClock(f.createdAt)}
              </>
            ),
          },
          {
            header: 'Orden',
            cell: (f) => (
              <Link to={`/admin/dash/ordenes/${f.orderId}`}>{orderNumberOf({ _id: f.orderId, orderNumber: f.orderNumber })}</Link>
            ),
          },
          { header: 'RFC', className: 'adm-code', cell: (f) => f.rfc },
          { header: 'Razón social', cell: (f) => f.razonSocial },
          { header: 'Régimen', cell: (f) => f.regimenFiscal, title: (f) => REGIMENES_FISCALES[f.regimenFiscal] },
          { header: 'C.P.', cell: (f) => f.codigoPostal },
          { header: 'Uso CFDI', cell: (f) => f.usoCfdi, title: (f) => USOS_CFDI[f.usoCfdi] },
          { header: 'Correo', cell: (f) => <a href={`mailto:${f.email}`}>{f.email}</a> },
          { header: 'Total', className: 'adm-num', cell: (f) => `$${formatMoney(f.total)}` },
          {
            header: 'Estado',
            cell: (f) =>
              f.status === 'emitida' ? (
                <span className="adm-pill adm-pill--ok">Emitida</span>
              ) : (
                <button type="button" className="btn" disabled={mark.isPending} onClick={() => mark.mutate(f._id)}>
                  Marcar emitida
                </button>
              ),
          },
        ]}
      />
    </section>
  );
}
