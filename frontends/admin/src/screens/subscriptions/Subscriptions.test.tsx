import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { DeliveriesSection } from './DeliveriesSection';
import { EnrollmentsSection } from './EnrollmentsSection';

beforeEach(signInAsAdmin);

const address = { street_name: 'Durango', street_number: '45', col: 'Roma Norte', del: 'Cuauhtémoc', zip_code: '06700', city: 'CDMX' };

describe('suscripciones', () => {
  it('the shop cancels an enrolment after asking; paid and next delivery dates read short, in Spanish', async () => {
    const calls = mockApi({
      'GET /api/admin/subscriptions': {
        enrollments: [
          {
            _id: 'e1',
            status: 'activa',
            plan: { name: 'Trimestral', period: 'Trimestral' },
            payer: { name: 'Luis', email: 'luis.con.un.correo.muy.largo@example.com' },
            deliveryAddress: address,
            paidAt: '2026-11-20T18:00:00.000Z',
            nextDelivery: '2026-11-30',
          },
          { _id: 'e2', status: 'cancelada', plan: { name: 'Anual' }, payer: { name: 'Eva' }, deliveryAddress: address, paidAt: null },
        ],
      },
      'POST /api/suscripciones/e1/cancel': {
        message: 'Cancelamos tu suscripción. Tus 3 cajas ya pagadas se entregan como estaba previsto.',
        subscription: { _id: 'e1', status: 'cancelada' },
      },
    });
    renderAt(<EnrollmentsSection />, { path: '/admin/dash/suscripciones', route: '/admin/dash/suscripciones' });
    const luis = (await screen.findByText('Luis')).closest('tr') as HTMLElement;
    expect(within(luis).getByText('20 nov 2026')).toBeInTheDocument();
    expect(within(luis).getByText('30 nov 2026')).toBeInTheDocument();
    const eva = screen.getByText('Eva').closest('tr') as HTMLElement;
    expect(within(eva).getByText('Sin pago')).toBeInTheDocument();
    expect(within(eva).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(luis).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar suscripción' });
    await user.click(within(dialog).getByRole('button', { name: 'No, volver' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(luis).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cancelamos la suscripción de Luis. No se harán más cargos; las cajas que ya pagó se entregan como estaba previsto.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/suscripciones/e1/cancel']);
  });

  it('shows each status in Spanish, filters by the Spanish names and shows the delivery instructions', async () => {
    mockApi({
      'GET /api/admin/subscriptions': {
        enrollments: [
          {
            _id: 'e1',
            status: 'pendiente',
            plan: { name: 'Dulce mes', period: 'Mensual' },
            payer: { name: 'Luis', email: 'l@example.com' },
            deliveryAddress: { ...address, notes: 'Timbre 2' },
          },
          { _id: 'e2', status: 'cancelled', plan: { name: 'Anual' }, payer: { name: 'Eva' }, deliveryAddress: address },
        ],
      },
    });
    renderAt(<EnrollmentsSection />, { path: '/admin/dash/suscripciones', route: '/admin/dash/suscripciones' });
    const luis = (await screen.findByText('Luis')).closest('tr') as HTMLElement;
    expect(within(luis).getByText('Pendiente')).toBeInTheDocument();
    expect(within(luis).getByText('Timbre 2')).toBeInTheDocument();
    const eva = screen.getByText('Eva').closest('tr') as HTMLElement;
    expect(within(eva).getByText('Cancelada')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Indicaciones para la entrega' })).toBeInTheDocument();
    // Its nine columns fit at 1280 px only with the long headings wrapping (admin.css).
    expect(screen.getByRole('table')).toHaveClass('adm-table--wrap');
    const options = Array.from((screen.getByRole('combobox') as HTMLSelectElement).options);
    expect(options.map((o) => o.value)).toEqual(['todas', 'pendiente', 'autorizada', 'activa', 'pausada', 'cancelada', 'finalizada']);
    expect(options.map((o) => o.textContent)).toContain('Finalizada');
    expect(document.body.textContent).not.toMatch(/pending|cancelled/);
  });

  it('the printable deliveries list carries the delivery instructions', async () => {
    mockApi({
      'GET /api/admin/subscriptions/deliveries*': {
        deliveries: [
          {
            enrollmentId: 'e1',
            deliveryDate: '2026-12-15',
            cycle: 1,
            plan: { name: 'Dulce mes' },
            payer: { name: 'Luis', phone: { area_code: '55', number: '12345678' } },
            address: { ...address, notes: 'Dejar con el portero' },
            desserts: [{ name: 'Alfajor' }, { name: 'Brownie' }],
          },
        ],
      },
    });
    renderAt(<DeliveriesSection />, { path: '/admin/dash/suscripciones', route: '/admin/dash/suscripciones' });
    const row = (await screen.findByText('Luis')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Dejar con el portero')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Indicaciones' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveClass('adm-table--wrap');
  });

  it('marks a box due on a weekday without deliveries (a Sunday 15th) so the owner arranges another day', async () => {
    const delivery = (enrollmentId: string, deliveryDate: string, name: string) => ({
      enrollmentId,
      deliveryDate,
      cycle: 1,
      plan: { name: 'Dulce mes' },
      payer: { name, phone: { area_code: '55', number: '12345678' } },
      address,
      desserts: [{ name: 'Alfajor' }],
    });
    mockApi({
      'GET /api/admin/capacity': { defaultPerDay: 20, closedWeekdays: [0], capacityUnit: 'orders', overrides: [] },
      'GET /api/admin/subscriptions/deliveries*': {
        deliveries: [delivery('e1', '2026-11-15', 'Luis'), delivery('e2', '2026-11-30', 'Ana')],
      },
    });
    renderAt(<DeliveriesSection />, { path: '/admin/dash/suscripciones', route: '/admin/dash/suscripciones' });
    const sunday = (await screen.findByText('Luis')).closest('tr') as HTMLElement;
    expect(await within(sunday).findByText('Sin entregas los domingos: acuerda otro día')).toBeInTheDocument();
    const monday = screen.getByText('Ana').closest('tr') as HTMLElement;
    expect(within(monday).queryByText(/Sin entregas/)).toBeNull();
  });
});
