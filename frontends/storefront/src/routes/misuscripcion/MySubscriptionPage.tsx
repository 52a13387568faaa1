import { Loader, useDocumentTitle } from '@kukki/ui';
import { currentMonthName } from '@kukki/ui/src/rules/dates';
import { useMonthDesserts } from '../../api/subscriptions';
import { DessertCards } from '../suscripciones/DessertCards';
import '../suscripciones/subscriptions.css';

export default function MySubscriptionPage() {
  useDocumentTitle('Mi suscripción');
  const desserts = useMonthDesserts();
  return (
    <div className="page">
      <h1>Postres de {currentMonthName()}</h1>
      <p className="muted">Estos son los dos postres que recibirás este mes en tu caja Kukki.</p>
      {desserts.isPending ? <Loader /> : <DessertCards desserts={desserts.data} />}
    </div>
  );
}
