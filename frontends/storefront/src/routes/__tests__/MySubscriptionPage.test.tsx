import { fireEvent, screen, within } from '@testing-library/react';
import { LONG_MONTHS_ES } from '@kukki/contracts';
import { rememberGuestEnrolment } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import { personName } from '../../components/personName';
import MySubscriptionPage from '../misuscripcion/MySubscriptionPage';
import { deliveryLine } from '../profile/SubscriptionsList';

const ID = '65a1b2c3d4e5f6a7b8c9d0aa';

describe('/misuscripcion', () => {
  beforeEach(() => localStorage.clear());

  it('a guest opens the e-mail link: status in Spanish, next delivery, pay while pending, cancel behind a confirmation', async () => {
    const calls = mockApi({
      [`GET /api/suscripciones/inscripciones/${ID}?token=secreto`]: {
        subscription: {
          _id: ID,
          plan: { name: 'Dulce mes', period: 'Mensual', amount: 1299 },
          status: 'pendiente',
          nextDelivery: null,
          initPoint: 'https://mp.test/checkout?preapproval_id=1',
        },
      },
      [`POST /api/suscripciones/${ID}/cancel`]: {
        message: 'Cancelamos tu suscripción. No se harán más cargos ni entregas.',
        subscription: { _id: ID, plan: { name: 'Dulce mes' }, status: 'cancelada', nextDelivery: null, initPoint: null },
      },
      'GET /api/suscripciones/month': { data: { month: 'noviembre 2026', desserts: [] } },
    });
    renderPage(<MySubscriptionPage />, { path: `/misuscripcion?suscripcion=${ID}&token=secreto`, route: '/misuscripcion' });
    const item = (await screen.findByText('Dulce mes')).closest('li') as HTMLElement;
    expect(within(item).getByText('pendiente')).toBeInTheDocument();
    expect(within(item).queryByText('pending')).toBeNull();
    expect(within(item).getByRole('link', { name: 'Pagar suscripción' })).toHaveAttribute(
      'href',
      'https://mp.test/checkout?preapproval_id=1',
    );

    fireEvent.click(within(item).getByRole('button', { name: 'Cancelar suscripción' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cancelación' });
    expect(dialog).toHaveAccessibleDescription(/¿Seguro que quieres cancelar tu suscripción Dulce mes\?/);
    expect(within(dialog).getByRole('button', { name: 'No, mantenerla' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, mantenerla' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(item).getByRole('button', { name: 'Cancelar suscripción' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cancelamos tu suscripción');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(item).getByText('cancelada')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Cancelar suscripción' })).toBeNull();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/api/suscripciones/${ID}/cancel`);
    expect(post.body).toEqual({ token: 'secreto' });
  });

  it.each([
    ['pending', /Tu pago está en proceso/, false],
    ['rejected', /Mercado Pago no aprobó tu último pago/, true],
  ] as const)(
    'a pending enrolment whose last payment is %s says so, and offers to pay only when paying again is safe',
    async (paymentStatus, notice, pay) => {
      mockApi({
        [`GET /api/suscripciones/inscripciones/${ID}?token=secreto`]: {
          subscription: {
            _id: ID,
            plan: { name: 'Trimestral', period: 'Trimestral', amount: 931 },
            status: 'pendiente',
            nextDelivery: null,
            initPoint: 'https://mp.test/checkout?pref_id=1',
            paymentStatus,
          },
        },
        'GET /api/suscripciones/month': { data: { month: 'noviembre 2026', desserts: [] } },
      });
      renderPage(<MySubscriptionPage />, { path: `/misuscripcion?suscripcion=${ID}&token=secreto`, route: '/misuscripcion' });
      const item = (await screen.findByText('Trimestral')).closest('li') as HTMLElement;
      expect(within(item).getByTestId('subscription-payment')).toHaveTextContent(notice);
      expect(within(item).queryByRole('link', { name: 'Pagar suscripción' }) !== null).toBe(pay);
    },
  );

  it('shows the server’s Spanish message when cancelling fails', async () => {
    mockApi({
      [`GET /api/suscripciones/inscripciones/${ID}?token=t`]: {
        subscription: { _id: ID, plan: { name: 'Dulce mes' }, status: 'activa', nextDelivery: '2026-12-15', initPoint: null },
      },
      [`POST /api/suscripciones/${ID}/cancel`]: [409, { message: 'Esta suscripción ya está cancelada' }],
      'GET /api/suscripciones/month': { data: { desserts: [] } },
    });
    renderPage(<MySubscriptionPage />, { path: `/misuscripcion?suscripcion=${ID}&token=t`, route: '/misuscripcion' });
    const item = (await screen.findByText('Dulce mes')).closest('li') as HTMLElement;
    expect(within(item).getByText('activa')).toBeInTheDocument();
    expect(within(item).getByText(/Próxima entrega/)).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Cancelar suscripción' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta suscripción ya está cancelada');
  });
});

describe('what a subscription says will and will not happen', () => {
  it('a cancelled one never says «Próxima entrega»: its paid box ships, else nothing more', () => {
    expect(deliveryLine('activa', '2026-11-27')).toBe('Próxima entrega: viernes, 27 de noviembre');
    expect(deliveryLine('cancelada', '2026-11-27')).toBe(
      'Lo ya pagado se entrega: tu caja llega el viernes, 27 de noviembre. No se harán más cargos.',
    );
    expect(deliveryLine('cancelada', null)).toBe('No habrá más entregas.');
    expect(deliveryLine('cancelled', null)).toBe('No habrá más entregas.');
    expect(deliveryLine('pendiente', null)).toBe('Sin entregas programadas');
  });

  it("after a cancel of a paid cycle the page shows the server's message and no «Próxima entrega»", async () => {
    const message =
      'Cancelamos tu suscripción. Tu caja ya pagada del viernes, 27 de noviembre sí se entrega; después no se harán más cargos ni entregas.';
    mockApi({
      [`GET /api/suscripciones/inscripciones/${ID}?token=t`]: {
        subscription: { _id: ID, plan: { name: 'Dulce mes' }, status: 'activa', nextDelivery: '2026-11-27', initPoint: null },
      },
      [`POST /api/suscripciones/${ID}/cancel`]: {
        message,
        subscription: { _id: ID, plan: { name: 'Dulce mes' }, status: 'cancelada', nextDelivery: '2026-11-27', initPoint: null },
      },
      'GET /api/suscripciones/month': { data: { desserts: [] } },
    });
    renderPage(<MySubscriptionPage />, { path: `/misuscripcion?suscripcion=${ID}&token=t`, route: '/misuscripcion' });
    const item = (await screen.findByText('Dulce mes')).closest('li') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'Cancelar suscripción' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(within(item).queryByText(/Próxima entrega/)).toBeNull();
    expect(within(item).getByTestId('subscription-next')).toHaveTextContent(
      'Lo ya pagado se entrega: tu caja llega el viernes, 27 de noviembre',
    );
  });
});

describe('the enrolment return page', () => {
  it('back from Mercado Pago it asks again while pending and then says «Tu suscripción está activa»', async () => {
    let asked = 0;
    mockApi({
      [`GET /api/suscripciones/inscripciones/${ID}*`]: () => {
        asked += 1;
        return {
          subscription: {
            _id: ID,
            plan: { name: 'Dulce mes' },
            status: asked < 2 ? 'pendiente' : 'activa',
            nextDelivery: null,
            initPoint: null,
          },
        };
      },
      '*': { data: { desserts: [] } },
    });
    renderPage(<MySubscriptionPage />, { path: `/misuscripcion?suscripcion=${ID}&token=t&preapproval_id=pa1`, route: '/misuscripcion' });
    expect(await screen.findByText('pendiente')).toBeInTheDocument();
    expect(screen.queryByText('Tu suscripción está activa')).toBeNull();
    expect(await screen.findByText('Tu suscripción está activa', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(asked).toBeGreaterThanOrEqual(2);
  });
});

describe('personName (prefill of Nombre and Apellido)', () => {
  it.each([
    [
      { name: 'Beto', lastname: 'Usuario' },
      { name: 'Beto', lastname: 'Usuario' },
    ],
    [
      { name: 'Beto Usuario', lastname: '' },
      { name: 'Beto', lastname: 'Usuario' },
    ],
    [
      { name: 'Ana María', lastname: 'López' },
      { name: 'Ana María', lastname: 'López' },
    ],
    [{ name: 'Ana' }, { name: 'Ana', lastname: '' }],
    [null, { name: '', lastname: '' }],
  ])('%j → %j', (profile, expected) => {
    expect(personName(profile)).toEqual(expected);
  });

  const pendingGuest = { _id: ID, plan: { name: 'Dulce mes' }, status: 'pendiente', nextDelivery: null, initPoint: null };

  it.each([
    ['a one-off plan (external_reference)', `external_reference=sub_${ID}&collection_status=approved`],
    ['a recurring plan (preapproval_id)', 'preapproval_id=pa-77'],
  ])('a guest back from Mercado Pago with %s sees the enrolment this browser made, by its kept token', async (_, query) => {
    localStorage.clear();
    rememberGuestEnrolment({ id: ID, token: 'guardado', preapprovalId: 'pa-77' });
    const calls = mockApi({
      [`GET /api/suscripciones/inscripciones/${ID}?token=guardado`]: { subscription: pendingGuest },
      '*': { data: { desserts: [] } },
    });
    renderPage(<MySubscriptionPage />, { path: `/misuscripcion?${query}`, route: '/misuscripcion' });
    expect(await screen.findByText('Dulce mes')).toBeInTheDocument();
    expect(calls.some((c) => c.url === `/api/suscripciones/inscripciones/${ID}?token=guardado`)).toBe(true);
  });

  it('a return about an enrolment this browser did not make shows no one’s subscription', async () => {
    localStorage.clear();
    rememberGuestEnrolment({ id: ID, token: 'guardado', preapprovalId: 'pa-77' });
    const calls = mockApi({ '*': { data: { desserts: [] } } });
    renderPage(<MySubscriptionPage />, { path: '/misuscripcion?preapproval_id=otra', route: '/misuscripcion' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mis suscripciones' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/suscripciones/inscripciones'))).toBe(false);
  });

  it('names the month in lowercase, as everywhere else in the shop («Postres de noviembre»)', async () => {
    mockApi({ '*': { data: { desserts: [] } } });
    renderPage(<MySubscriptionPage />, { path: '/misuscripcion', route: '/misuscripcion' });
    const months = LONG_MONTHS_ES.join('|');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^Postres de (${months})$`));
    // True for a subscriber whose first box comes next month too (its own line says when it arrives).
    expect(screen.getByText('Estos son los dos postres de este mes en la caja Kukki.')).toBeInTheDocument();
  });
});
