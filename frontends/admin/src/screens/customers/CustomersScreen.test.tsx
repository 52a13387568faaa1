import { screen, within } from '@testing-library/react';
import { cellTexts, renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { CustomersScreen } from './CustomersScreen';

const LONG_NAME = 'María Fernanda González de la Barrera Castellanos';
const LONG_EMAIL = 'maria.fernanda.gonzalez.de.la.barrera.castellanos@ejemplo-empresa-muy-larga.com.mx';

/** A guest with a long name and e-mail and two orders, and a registered customer who never ordered. */
const customers = [
  { email: LONG_EMAIL, name: LONG_NAME, userId: null, orders: 2, totalSpent: 540, lastOrderAt: '2026-11-27T18:00:00.000Z' },
  { email: 'ana@kukki.mx', name: 'Ana', userId: 'u1', orders: 0, totalSpent: 0, lastOrderAt: null },
];

beforeEach(signInAsAdmin);

describe('Clientes', () => {
  it('cuts a long name and e-mail like the orders list (full text in the tooltip) and dates the last order in Spanish', async () => {
    mockApi({ 'GET /api/admin/customers*': { customers, total: 2, page: 1, pages: 1 } });
    renderAt(<CustomersScreen />, { path: '/admin/dash/clientes', route: '/admin/dash/clientes' });
    const email = await screen.findByRole('link', { name: 'maria.fernanda. ...' });
    expect(email).toHaveAttribute('href', `mailto:${LONG_EMAIL}`);
    const row = email.closest('tr') as HTMLElement;
    expect(cellTexts(row)).toEqual([
      'María Fernanda  ...',
      'maria.fernanda. ...',
      'Invitado',
      '2',
      '$540.00',
      '27 nov 2026',
      'Ver órdenes',
    ]);
    expect(within(row).getByTitle(LONG_NAME)).toHaveTextContent('María Fernanda ...');
    expect(within(row).getByTitle(LONG_EMAIL)).toContainElement(email);
    const ana = screen.getByRole('link', { name: 'ana@kukki.mx' }).closest('tr') as HTMLElement;
    expect(cellTexts(ana)).toEqual(['Ana', 'ana@kukki.mx', 'Registrada', '0', '$0.00', '—', 'Ver órdenes']);
  });
});
