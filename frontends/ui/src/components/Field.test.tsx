import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, TextArea } from './Field';

function renderForm() {
  const sent = jest.fn();
  render(
    <form
      aria-label="datos"
      onSubmit={(e) => {
        e.preventDefault();
        sent();
      }}
    >
      <Field label="Nombre" name="name" />
      <Field label="Correo electrónico" name="email" type="email" />
      <TextArea label="Mensaje" name="message" required minLength={10} />
      <button type="submit">Enviar</button>
    </form>,
  );
  return sent;
}

describe("Field and TextArea say the browser's checks in Spanish, next to the field", () => {
  it('an empty form: each field says what is missing, marked invalid, and the keyboard goes to the first', async () => {
    const sent = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).not.toHaveBeenCalled();
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Por favor completa este campo');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription('Por favor completa este campo');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).not.toContain(expect.stringMatching(/Please|fill out/));
  });

  it('the message follows what is typed and goes away once the field is valid', async () => {
    const sent = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const email = screen.getByLabelText('Correo electrónico');
    await user.type(email, 'ana');
    expect(email).toHaveAccessibleDescription('Por favor ingresa un correo válido');
    await user.type(email, '@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    const message = screen.getByLabelText('Mensaje');
    fireEvent.input(message, { target: { value: 'Hola' } });
    await user.type(message, ', ¿tienen pays de limón?');
    expect(message).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
