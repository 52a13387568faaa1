import { DeliveriesSection } from './DeliveriesSection';
import { EnrollmentsSection } from './EnrollmentsSection';

export function Subscriptions() {
  return (
    <section className="adm-page">
      <h1 className="adm-title adm-no-print">Suscripciones</h1>
      <div className="adm-stack">
        <EnrollmentsSection />
        <DeliveriesSection />
      </div>
    </section>
  );
}
