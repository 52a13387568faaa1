import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { firstDeliveryDay, type EnrolReply } from '@kukki/contracts';
import { ErrorPanel, money } from '@kukki/ui';
import { api, enrrollStore, errorMessage, planStore, rememberGuestEnrolment } from '@kukki/shop-client';
import { longMonthDay } from '@kukki/ui/src/rules/dates';
import { withAttemptKey } from '../../api/attempt-key';
import { ContactRows } from '../../components/ContactRows';
import { buildEnrollPayload, chargeType } from './enrollPayload';
import { rememberedEnrolment, rememberEnrolment } from './rememberedEnrolment';
import './enroll.css';
import { usePageTitle } from '../../components/usePageTitle';

export const CARD_DISCLAIMER = 'Para verificar tu tarjeta se realizará un cargo que será reembolsado en unos días.';

export default function EnrollConfirmationPage() {
  usePageTitle('enrollConfirmation');
  const info = enrrollStore.use();
  const plan = planStore.use();
  const body = info && plan ? buildEnrollPayload(info, plan) : null;
  const enroll = useMutation({
    mutationFn: () =>
      withAttemptKey('suscripcion', body, (headers) => api<EnrolReply>('/suscripciones/enrroll', { method: 'POST', body, headers })).then(
        (d) => d.enrrollment,
      ),
    onSuccess: (enrolled) => {
      // A reload, or «back» from Mercado Pago, shows this enrolment's «Proceder al pago», never «Suscribirme» again.
      rememberEnrolment(body, enrolled);
      // Back from Mercado Pago (whose return carries no capability), /misuscripcion shows this enrolment.
      if (enrolled.accessToken)
        rememberGuestEnrolment({
          id: enrolled._id,
          token: enrolled.accessToken,
          preapprovalId: enrolled.preApproval?.type === 'preapproval' ? enrolled.preApproval.id : undefined,
        });
    },
  });

  // «Suscribirme» is replaced by the next step: focus goes there, not back to the top of the page.
  const payRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (enroll.isSuccess) payRef.current?.focus();
  }, [enroll.isSuccess]);

  if (!info || !plan)
    return (
      <div className="page page--narrow">
        <h1>Confirma tu suscripción</h1>
        <p className="notice notice--warm">Primero elige un plan y captura tus datos.</p>
        <Link to="/suscripciones" className="btn">
          Ver planes
        </Link>
      </div>
    );

  const enrolled = enroll.data?._id ? enroll.data : rememberedEnrolment(body);
  return (
    <div className="page enroll-confirm">
      <h1>Confirma tu suscripción</h1>
      <div className="two-col">
        <div className="stack">
          <section className="summary-box" aria-labelledby="enr-data">
            <h2 id="enr-data">Tus datos</h2>
            <dl className="kv">
              <ContactRows contact={info} />
              <dt>Fecha de suscripción</dt>
              <dd>{longMonthDay(info.suscriptionDate)}</dd>
              <dt>Fecha de entrega</dt>
              {/* The server's rule: paid today (before the 15th → the 15th, else the month's last day), or by the chosen date when later. */}
              <dd>{longMonthDay(firstDeliveryDay(new Date(), info.suscriptionDate))}</dd>
            </dl>
          </section>
          <section className="summary-box" aria-labelledby="enr-products">
            <h2 id="enr-products">Productos</h2>
            <ul>
              <li>Alfajores</li>
              <li>Almendras garapiñadas</li>
            </ul>
          </section>
        </div>
        <aside className="summary-box" aria-labelledby="enr-pay">
          <h2 id="enr-pay">Resumen de pago</h2>
          <dl className="kv">
            <dt>Plan</dt>
            <dd>{plan.name}</dd>
            <dt>Periodo</dt>
            <dd>{plan.period}</dd>
            <dt>Tipo de cargo</dt>
            <dd>{chargeType(plan.period)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{money(plan.amount)}</strong>
            </dd>
          </dl>
          <p className="muted enroll-confirm__disclaimer">{CARD_DISCLAIMER}</p>
          {enroll.isError && <ErrorPanel message={errorMessage(enroll.error)} />}
          <div className="cart__actions">
            {enrolled ? (
              <>
                <p role="status" className="notice">
                  Registramos tu suscripción: falta el pago.
                </p>
                <a href={enrolled.preApproval?.init_point} className="btn btn--accent btn--block" rel="noopener noreferrer" ref={payRef}>
                  Proceder al pago
                </a>
                <Link to="/suscripciones" className="btn btn--ghost btn--block">
                  Cancelar
                </Link>
                <Link
                  to={
                    enrolled.accessToken
                      ? `/misuscripcion?suscripcion=${enrolled._id}&token=${encodeURIComponent(enrolled.accessToken)}`
                      : '/misuscripcion'
                  }
                  className="btn btn--ghost btn--block"
                >
                  Ver mi suscripción
                </Link>
              </>
            ) : (
              <button type="button" className="btn btn--accent btn--block" onClick={() => enroll.mutate()} disabled={enroll.isPending}>
                {enroll.isPending ? 'Procesando...' : 'Suscribirme'}
              </button>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
