import { Link } from 'react-router';
import { Loader, money } from '@kukki/ui';
import { useMonthDesserts, usePlans } from '../../api/subscriptions';
import { QueryContent } from '../../components/QueryContent';
import { DessertCards } from './DessertCards';
import banner from '../../assets/slide-desserts.svg';
import './subscriptions.css';
import { usePageTitle } from '../../components/usePageTitle';

const STEPS = [
  { title: 'Suscríbete', text: 'Elige el plan que más te guste y completa tu pago con Mercado Pago.' },
  { title: 'La dulce espera', text: 'Horneamos tus postres del mes con ingredientes frescos.' },
  { title: 'Enviamos tu caja', text: 'Llevamos tu caja a tu puerta en CDMX o Estado de México.' },
  { title: 'Disfrútala', text: 'Dos postres diferentes cada mes para compartir (o no).' },
];

export const DELIVERY_NOTES = [
  'Si tu pago se realiza antes del día 15 del mes, recibirás tu caja el día 15.',
  'Si tu pago se realiza a partir del día 15, recibirás tu caja el último día del mes.',
];

export default function SubscriptionsPage() {
  usePageTitle('plans');
  const plans = usePlans();
  const desserts = useMonthDesserts();
  return (
    <div className="subscriptions">
      <section className="subs-hero">
        <div className="subs-hero__copy">
          <h1>Suscripción Kukki</h1>
          <p className="subs-hero__intro">
            Recibe cada mes una caja con dos postres diferentes, horneados especialmente para ti. Regálala o consiéntete: tú eliges el plan.
          </p>
          <a href="#planes" className="btn btn--accent">
            Ver planes
          </a>
        </div>
        <img src={banner} alt="Caja de postres del mes" width={400} height={300} className="subs-hero__art" />
      </section>

      <div className="page">
        <section aria-labelledby="como-funciona">
          <h2 id="como-funciona" className="section-title">
            ¿Cómo funciona?
          </h2>
          <ol className="subs-steps">
            {STEPS.map((step, i) => (
              <li key={step.title} className="subs-step">
                <span className="subs-step__num" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="postres-mes">
          <h2 id="postres-mes" className="section-title">
            Postres del mes
          </h2>
          {desserts.isPending ? <Loader /> : <DessertCards desserts={desserts.data} />}
        </section>

        <section aria-labelledby="planes-title" id="planes">
          <h2 id="planes-title" className="section-title">
            Planes
          </h2>
          <QueryContent query={plans}>
            {(list) => (
              <div className="plans">
                {list.map((plan) => (
                  <article key={plan._id} className="plan-card" data-testid="plan-card">
                    {plan.img && <img src={plan.img} alt={plan.name} loading="lazy" width={400} height={400} />}
                    <div className="plan-card__body">
                      <h3 className="plan-card__period" id={`plan-${plan._id}`}>
                        {plan.period}
                      </h3>
                      <p className="plan-card__name">{plan.name}</p>
                      <p className="plan-card__price">{money(plan.amount)}</p>
                      {plan.discount && <p className="pill pill--ok">{plan.discount}</p>}
                      <p className="muted plan-card__disclaimer">{plan.disclaimer}</p>
                      <Link to={`/suscripciones/${plan._id}`} className="btn btn--accent" aria-describedby={`plan-${plan._id}`}>
                        Suscribirme
                      </Link>
                    </div>
                  </article>
                ))}
              </div>
            )}
          </QueryContent>
        </section>

        <section className="notice notice--warm subs-notes" aria-label="Fechas de entrega">
          <h2 className="subs-notes__title">Fechas de entrega</h2>
          <ul>
            {DELIVERY_NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
