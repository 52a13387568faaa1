import { screen, within } from '@testing-library/react';
import { renderAt } from '../test/render';
import { AdminLayout } from './AdminLayout';

const current = () =>
  within(screen.getByRole('navigation', { name: 'Administración' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the side navigation', () => {
  it('marks only «Nueva orden» on its page, though it lies under «Órdenes»', () => {
    renderAt(<AdminLayout name="Ana">contenido</AdminLayout>, { path: '/admin/dash/ordenes/nueva', route: '*' });
    expect(current()).toEqual(['Nueva orden']);
    expect(screen.getByRole('link', { name: 'Órdenes' })).not.toHaveClass('is-active');
  });

  it('marks «Órdenes» on the list and on an order', () => {
    renderAt(<AdminLayout name="Ana">contenido</AdminLayout>, { path: '/admin/dash/ordenes/6b099cb0ffa55e6f5fdd418d', route: '*' });
    expect(current()).toEqual(['Órdenes']);
    expect(screen.getByRole('link', { name: 'Órdenes' })).toHaveClass('is-active');
  });
});
