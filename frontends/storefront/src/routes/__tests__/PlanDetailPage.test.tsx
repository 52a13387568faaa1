import { screen } from '@testing-library/react';
import { mockApi, renderPage } from '../../../../ui/test/render';
import SubscriptionDetailPage, { PAYMENT_REJECTED_NOTICE } from '../suscripciones/SubscriptionDetailPage';

const PLAN = '6b0ab4789db4f1f14750cd5d';
const plan = { _id: PLAN, name: 'Kukki Trimestral', amount: 1397, period: 'Trimestral', disclaimer: 'Un solo cargo por 3 meses', img: '' };

describe('/suscripciones/:id', () => {
  beforeEach(() => mockApi({ [`/api/suscripciones/${PLAN}`]: { data: { subscription: plan } } }));

  it('back from Mercado Pago with a rejected payment, says so and leads to the subscription to pay it again', async () => {
    renderPage(<SubscriptionDetailPage />, {
      path: `/suscripciones/${PLAN}?collection_status=rejected&status=rejected&external_reference=sub_x`,
      route: '/suscripciones/:id',
    });
    expect(await screen.findByText(PAYMENT_REJECTED_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi suscripción' })).toHaveAttribute('href', '/misuscripcion');
  });

  it('a plain visit shows the plan without it', async () => {
    renderPage(<SubscriptionDetailPage />, { path: `/suscripciones/${PLAN}`, route: '/suscripciones/:id' });
    expect(await screen.findByRole('heading', { name: 'Kukki Trimestral' })).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_REJECTED_NOTICE)).toBeNull();
  });
});
