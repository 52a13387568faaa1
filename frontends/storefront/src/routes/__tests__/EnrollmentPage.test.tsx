import { fireEvent, screen } from '@testing-library/react';
import { enrrollStore, planStore } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import EnrollmentPage from '../enrollment/EnrollmentPage';

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
});
