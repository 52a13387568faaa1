import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderPage } from '../../../../ui/test/render';
import { ProfileForm } from '../profile/ProfileForm';
import { ProfileDetails } from '../profile/ProfileDetails';

const profile = {
  _id: 'u1',
  name: 'Beto',
  lastname: 'Usuario',
  email: 'beto@kukki.mx',
  firstPurchase: true,
  isAdmin: false,
  deliveryInfo: null,
  orders: [],
  subscriptions: [],
};

/** The phone and address the profile form requires, as a shopper types them. */
const ADDRESS = [
  ['Teléfono', '5512345678'],
  ['Calle', 'Madero'],
  ['Número exterior', '5'],
  ['Colonia', 'Centro'],
  ['Alcaldía o municipio', 'Cuauhtémoc'],
  ['Código postal', '06000'],
];

/** That address as the profile stores it. */
const STORED_ADDRESS = {
  street_name: 'Madero',
  street_number: '5',
  interior_number: '',
  col: 'Centro',
  del: 'Cuauhtémoc',
  zip_code: '06000',
  city: 'CDMX',
};

describe('profile: name and surname apart; a new e-mail needs the current password', () => {
  beforeEach(() => localStorage.clear());

  it('shows Nombre and Apellido separately', () => {
    renderPage(<ProfileDetails profile={profile} />);
    expect(screen.getByText('Beto')).toBeInTheDocument();
    expect(screen.getByText('Usuario')).toBeInTheDocument();
  });

  it('shows the stored phone as checkout and the admin write it', () => {
    const { unmount } = renderPage(<ProfileDetails profile={{ ...profile, deliveryInfo: { ...STORED_ADDRESS, phone: '5511223344' } }} />);
    expect(screen.getByText('+52 55 1122 3344')).toBeInTheDocument();
    unmount();
    renderPage(<ProfileDetails profile={profile} />);
    expect(screen.getByText('Sin teléfono registrado')).toBeInTheDocument();
  });

  it('takes focus to «Nombre» when it replaces «Editar»', () => {
    renderPage(<ProfileForm profile={profile} onDone={() => undefined} />);
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });

  it('sends lastname, and passwordCurrent only when the e-mail changes', async () => {
    const calls = mockApi({ 'PATCH /api/usuarios/updateMe': { message: 'Se actualizó la información correctamente', user: profile } });
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    const { unmount } = renderPage(<ProfileForm profile={profile} onDone={() => {}} />);
    expect(screen.getByLabelText('Apellido')).toHaveValue('Usuario');
    for (const [label, value] of ADDRESS) fill(label, value);
    fill('Apellido', 'Gómez');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const first = calls[0].body;
    expect(first).toMatchObject({ name: 'Beto', lastname: 'Gómez', email: 'beto@kukki.mx' });
    expect(first).not.toHaveProperty('passwordCurrent');
    unmount();

    renderPage(<ProfileForm profile={profile} onDone={() => {}} />);
    for (const [label, value] of ADDRESS) fill(label, value);
    fill('Correo electrónico', 'nuevo@kukki.mx');
    fill('Contraseña actual', 'galletas123');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].body).toMatchObject({ email: 'nuevo@kukki.mx', passwordCurrent: 'galletas123' });
  });

  it('a new customer may save just her name; once she starts the address, all of it is asked for', async () => {
    const calls = mockApi({ 'PATCH /api/usuarios/updateMe': { message: 'Se actualizó la información correctamente', user: profile } });
    renderPage(<ProfileForm profile={profile} onDone={() => {}} />);
    for (const [label] of ADDRESS) expect(screen.getByLabelText(label)).not.toBeRequired();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Roberto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ name: 'Roberto' });
    expect(calls[0].body).not.toHaveProperty('deliveryInfo');

    fireEvent.input(screen.getByLabelText('Calle'), { target: { value: 'Madero' } });
    for (const [label] of ADDRESS) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Número interior')).not.toBeRequired();
  });

  it('a profile with an address keeps asking for all of it', () => {
    renderPage(<ProfileForm profile={{ ...profile, deliveryInfo: { ...STORED_ADDRESS, phone: '5511223344' } }} onDone={() => {}} />);
    for (const [label] of ADDRESS) expect(screen.getByLabelText(label)).toBeRequired();
  });
});
