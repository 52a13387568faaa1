import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { subscriptionDeliveryDay } from '@kukki/contracts';
import { BackButton, ErrorPanel, Loader, money, useModal } from '@kukki/ui';
import { errorMessage, planStore, useUser } from '@kukki/shop-client';
import { longMonthDay } from '@kukki/ui/src/rules/dates';
import { usePlan } from '../../api/subscriptions';
import { CheckoutGate } from '../../components/CheckoutGate';
import './subscriptions.css';
import NotFoundPage from '../notfound/NotFoundPage';
import { usePageTitle } from '../../components/usePageTitle';

const PERIOD_WORDS: Record<string, string> = {
  Trimestral: 'durante tres meses',
  Semestral: 'durante seis meses',
  Anual: 'durante un año',
};

/** 'Recibe dos postres diferentes mensualmente', plus how long, in plain Spanish, unless the plan is Mensual. */
export const planPeriodText = (period: string): string => {
  const base = 'Recibe dos postres diferentes mensualmente';
  if (period === 'Mensual') return base;
  if (period === 'Única') return 'Recibe dos postres diferentes en una sola entrega';
  return `${base} ${PERIOD_WORDS[period] ?? `por un periodo ${period.toLowerCase()}`}`;
};

/** Mercado Pago sends a payment it did not approve back here (the enrolment's failure address). */
export const PAYMENT_REJECTED_NOTICE =
  'Mercado Pago no aprobó tu pago. Tu suscripción sigue registrada: puedes pagarla con otra tarjeta o medio desde «Ver mi suscripción» o desde el enlace de tu correo.';

export default function SubscriptionDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const rejected = ['rejected', 'cancelled'].includes(params.get('collection_status') ?? params.get('status') ?? '');
  const plan = usePlan(id);
  const user = useUser();
  const modal = useModal();
  const navigate = useNavigate();
  usePageTitle('plan', plan.data?.name);

  if (plan.isPending) return <Loader />;
  if (plan.isError)
    return (
      <div className="page page--narrow">
        <BackButton to="/suscripciones" />
        <ErrorPanel message={errorMessage(plan.error)} />
      </div>
    );

  const p = plan.data;
  if (!p) return <NotFoundPage />;
  const onContinue = () => {
    planStore.set({
      _id: p._id,
      name: p.name,
      amount: p.amount,
      period: p.period,
      disclaimer: p.disclaimer,
      discount: p.discount,
      img: p.img,
    });
    if (user) void navigate('/enrollment');
    else modal.open(<CheckoutGate kind="subscription" onChoose={() => modal.close()} />, { title: 'Completa tu suscripción' });
  };

  return (
    <div className="page">
      <BackButton to="/suscripciones" />
      {rejected && (
        <ErrorPanel message={PAYMENT_REJECTED_NOTICE}>
          <Link to="/misuscripcion" className="btn btn--accent">
            Ver mi suscripción
          </Link>
        </ErrorPanel>
      )}
      <article className="plan-detail">
        {p.img && <img src={p.img} alt={p.name} width={640} height={480} className="plan-detail__img" />}
        <div className="plan-detail__info">
          <h1>{p.name}</h1>
          {p.discount && <p className="pill pill--ok">{p.discount}</p>}
          <p className="plan-card__price">{money(p.amount)}</p>
          <p className="plan-detail__text">{planPeriodText(p.period)}</p>
          <p className="muted">{p.disclaimer}</p>
          <p className="notice notice--warm">
            Si te suscribes hoy, recibirás tu primera caja el {longMonthDay(subscriptionDeliveryDay())}.
          </p>
          <button type="button" className="btn btn--accent" onClick={onContinue}>
            Continuar
          </button>
        </div>
      </article>
    </div>
  );
}
