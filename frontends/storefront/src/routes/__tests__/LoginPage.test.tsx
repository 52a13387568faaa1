import { screen } from '@testing-library/react';
import { FORGOT_PASSWORD_PATH } from '@kukki/contracts';
import { renderPage } from '../../../../ui/test/render';
import LoginPage from '../auth/LoginPage';

describe('/login', () => {
  it('opens «¿Olvidaste tu contraseña?» when the password e-mails link to it', () => {
    renderPage(<LoginPage />, { path: FORGOT_PASSWORD_PATH, route: '/login' });
    expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps it closed on a plain visit', () => {
    renderPage(<LoginPage />, { path: '/login', route: '/login' });
    expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('aria-expanded', 'false');
  });
});
