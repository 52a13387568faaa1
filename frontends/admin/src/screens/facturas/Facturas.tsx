import { useState } from 'react';
import { formatClock, formatMoney, formatShortDate, orderNumberOf, REGIMENES_FISCALES, USOS_CFDI } from '@kukki/contracts';
import { Link } from 'react-router';
import { useFacturas, useMarkFacturaIssued } from '../../api/queries';
import type { Factura } from '../../api/types';
import { ApiError } from '@kukki/shop-client';
import { ErrorPanel } from '@kukki/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FilterSelect } from '../../components/FilterSelect';
import { QueryTable } from '../../components/QueryTable';

const ISSUE_CONFIRMATION = { label: 'Confirmar factura emitida', confirm: 'Sí, marcar emitida', pendingText: 'Guardando…' };

const numberOf = (f: Factura) => orderNumberOf({ _id: f.orderId, orderNumber: f.orderNumber });

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
  const [asking, setAsking] = useState<Factura | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  const issue = (f: Factura) =>
    mark.mutate(f._id, {
      onSuccess: () => {
        setAsking(null);
        setIssued(`Factura de la orden ${numberOf(f)} marcada como emitida.`);
      },
      onError: () => setAsking(null),
    });
  return (
    <section className="adm-page">
      <header className="adm-page-header">
        <h1 className="adm-title">Facturas</h1>
        <FilterSelect label="Mostrar" value={status} options={FILTERS} onChange={setStatus} />
      </header>
      {mark.isError ? (
        <ErrorPanel message={mark.error instanceof ApiError ? mark.error.message : 'No pudimos actualizar la factura'} />
      ) : null}
      {issued ? <p role="status">{issued}</p> : null}
      <QueryTable
        query={facturas}
        rows={({ facturas }) => facturas}
        caption="Solicitudes de factura"
        className="adm-table--wrap"
        rowKey={(f) => f._id}
        empty="No hay solicitudes de factura"
        columns={[
          {
            header: 'Fecha',
            cell: (f) => (
              <>
                {formatShortDate(f.createdAt)} {formatClock(f.createdAt)}
              </>
            ),
          },
          {
            header: 'Orden',
            cell: (f) => <Link to={`/admin/dash/ordenes/${f.orderId}`}>{numberOf(f)}</Link>,
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
                <button
                  type="button"
                  className="btn"
                  disabled={mark.isPending}
                  onClick={() => {
                    mark.reset();
                    setIssued(null);
                    setAsking(f);
                  }}
                >
                  Marcar emitida
                </button>
              ),
          },
        ]}
      />
      {asking ? (
        <ConfirmDialog {...ISSUE_CONFIRMATION} pending={mark.isPending} onCancel={() => setAsking(null)} onConfirm={() => issue(asking)}>
          <p className="adm-modal__message">
            ¿Marcar como emitida la factura de la orden {numberOf(asking)} ({asking.rfc}, {asking.razonSocial})? Hazlo cuando ya la hayas
            enviado a {asking.email}.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
