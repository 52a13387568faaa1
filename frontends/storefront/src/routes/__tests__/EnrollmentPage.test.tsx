import { fireEvent, screen, waitFor } from '@testing-library/react';
import { enrrollStore, planStore } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import EnrollmentPage, { NO_SUBSCRIPTION_DATE_MESSAGE } from '../enrollment/EnrollmentPage';
import EnrollConfirmationPage from '../enrollment/EnrollConfirmationPage';

describe('/enrollment', () => {
  beforeEach(() => {
    localStorage.clear();
    planStore.set(null);
    enrrollStore.set(null);
    mockApi({});
  });

  it('cannot continue before a plan is chosen, and goes back to the plans', () => {
    renderPage(<EnrollmentPage />);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/suscripciones');
  });

  it('keeps the subscription form, with its own fields, once a plan is chosen', () => {
    planStore.set({ _id: 'p1', name: 'Caja mensual', amount: 450, period: 'Mensual', disclaimer: '' });
    renderPage(<EnrollmentPage />);
    const form = screen.getByRole('form', { name: 'Datos de la suscripción' });
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    expect(form.querySelector('[name="suscriptionDate"]')).not.toBeNull();
    expect(form.querySelector('[name="notes"]')).not.toBeNull();
    fireEvent.submit(form);
    expect(enrrollStore.get()).toBeNull(); // the browser's validation stops an empty form
  });

  it("«Fecha de suscripción» is a Spanish calendar, never the browser's «mm/dd/yyyy»; the day clicked is the one sent", async () => {
    planStore.set({ _id: 'p1', name: 'Caja mensual', amount: 450, period: 'Mensual', disclaimer: '' });
    const view = renderPage(<EnrollmentPage />);
    const calendar = screen.getByRole('group', { name: 'Fecha de suscripción' });
    expect(view.container.querySelector('input[type="date"]')).toBeNull();
    expect(calendar.querySelector('[role="grid"]')).toHaveAccessibleName(
      /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/,
    );
    const input = view.container.querySelector<HTMLInputElement>('input[name="suscriptionDate"]')!;
    expect(input.validationMessage).toBe(NO_SUBSCRIPTION_DATE_MESSAGE);
    const first = calendar.querySelector<HTMLElement>('td[data-day]:has(button:not([disabled]))')!;
    fireEvent.click(first.querySelector('button')!);
    await waitFor(() => expect(input.value).toBe(first.getAttribute('data-day')));
    expect(input.validity.valid).toBe(true);
  });
});

describe('/enrollconfirmation', () => {
  const contact = {
    name: 'Eva',
    lastname: 'Ruiz',
    email: 'eva@example.com',
    area_code: '52',
    tel: '5512345678',
    street: 'Amsterdam',
    stNumber: '10',
    intNumber: '',
    zip: '06100',
    col: 'Condesa',
    del: 'Cuauhtémoc',
    city: 'CDMX',
  };
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-27T18:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    planStore.set({ _id: 'p1', name: 'Kukki Única', amount: 549, period: 'Única', disclaimer: '' });
    sessionStorage.clear();
    mockApi({});
  });
  afterEach(() => jest.useRealTimers());

  it('starting today (27 Nov), the box comes the month’s last day, as the server will schedule it', () => {
    enrrollStore.set({ ...contact, suscriptionDate: '2026-11-27' });
    renderPage(<EnrollConfirmationPage />);
    expect(screen.getByText('Fecha de entrega').nextElementSibling).toHaveTextContent('lunes, 30 de noviembre');
  });

  it('starting 16 Dec, the box comes on 31 Dec, never before the subscription starts', () => {
    enrrollStore.set({ ...contact, suscriptionDate: '2026-12-16' });
    renderPage(<EnrollConfirmationPage />);
    expect(screen.getByText('Fecha de entrega').nextElementSibling).toHaveTextContent('jueves, 31 de diciembre');
  });

  it('after «Suscribirme» says the subscription is registered and takes focus to «Proceder al pago»', async () => {
    enrrollStore.set({ ...contact, suscriptionDate: '2026-11-27' });
    mockApi({
      'POST /api/suscripciones/enrroll': [
        201,
        {
          enrrollment: { _id: 'e1', accessToken: 't', preApproval: { type: 'preapproval', id: 'pa1', init_point: 'https://mp.test/pa1' } },
        },
      ],
    });
    renderPage(<EnrollConfirmationPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Registramos tu suscripción: falta el pago.');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Proceder al pago' })).toHaveFocus());
  });

  /** Enrols once with «Suscribirme» (the server answers a prepaid enrolment), then leaves the page: its POSTs. */
  async function enrolAndLeave() {
    enrrollStore.set({ ...contact, suscriptionDate: '2026-11-27' });
    const calls = mockApi({
      'POST /api/suscripciones/enrroll': [
        201,
        { enrrollment: { _id: 'e1', accessToken: 't', preApproval: { type: 'preference', id: 'pr1', init_point: 'https://mp.test/pr1' } } },
      ],
    });
    const page = renderPage(<EnrollConfirmationPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    await screen.findByRole('link', { name: 'Proceder al pago' });
    page.unmount();
    return () => calls.filter((c) => c.method === 'POST');
  }

  it('a reload (or «back» from Mercado Pago) shows the enrolment made, never «Suscribirme» again for the same data', async () => {
    const posts = await enrolAndLeave();
    renderPage(<EnrollConfirmationPage />);
    expect(screen.getByRole('link', { name: 'Proceder al pago' })).toHaveAttribute('href', 'https://mp.test/pr1');
    expect(screen.queryByRole('button', { name: 'Suscribirme' })).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('other data (another plan) is a new enrolment: «Suscribirme» again', async () => {
    await enrolAndLeave();
    planStore.set({ _id: 'p2', name: 'Kukki Trimestral', amount: 1397, period: 'Trimestral', disclaimer: '' });
    renderPage(<EnrollConfirmationPage />);
    expect(screen.getByRole('button', { name: 'Suscribirme' })).toBeEnabled();
  });
});
