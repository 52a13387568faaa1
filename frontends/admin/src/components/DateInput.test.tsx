import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickDay } from '../test/render';
import { DateInput, NO_DAY_MESSAGE } from './DateInput';

function renderInForm(props: Parameters<typeof DateInput>[0]) {
  const sent = jest.fn();
  render(
    <form
      aria-label="filtro"
      onSubmit={(e) => {
        e.preventDefault();
        sent(new FormData(e.currentTarget).get('day'));
      }}
    >
      <label className="field">
        <span className="field__label">Día</span>
        <DateInput name="day" {...props} />
      </label>
      <button type="submit">Enviar</button>
    </form>,
  );
  return sent;
}

describe('DateInput (a Spanish day field, never «mm/dd/yyyy»)', () => {
  it('shows the day in Spanish and sends it as YYYY-MM-DD; «Borrar» empties an optional one', async () => {
    const sent = renderInForm({ defaultValue: '2026-11-07', clearable: true });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Día')).toHaveTextContent('7 nov 2026');
    await pickDay(user, 'Día', '2027-01-15');
    expect(screen.getByLabelText('Día')).toHaveTextContent('15 ene 2027');
    expect(screen.getByLabelText('Día')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toHaveBeenLastCalledWith('2027-01-15');
    await user.click(screen.getByLabelText('Día'));
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(screen.getByLabelText('Día')).toHaveTextContent('Elegir fecha');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toHaveBeenLastCalledWith('');
  });

  it('offers no day before `min`: earlier days are disabled, later ones chosen as usual', async () => {
    const sent = renderInForm({ defaultValue: '2026-11-20', min: '2026-11-20' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Día'));
    const dialog = screen.getByRole('dialog', { name: 'Elegir fecha' });
    expect(dialog.querySelector('[data-day="2026-11-19"] button')).toBeDisabled();
    expect(dialog.querySelector('[data-day="2026-11-21"] button')).toBeEnabled();
    await user.click(dialog.querySelector<HTMLButtonElement>('[data-day="2026-11-19"] button')!);
    await user.click(dialog.querySelector<HTMLButtonElement>('[data-day="2026-11-21"] button')!);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toHaveBeenLastCalledWith('2026-11-21');
  });

  it('Escape closes the calendar and gives the keyboard back to the field', async () => {
    renderInForm({});
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Día'));
    const dialog = screen.getByRole('dialog', { name: 'Elegir fecha' });
    expect(dialog.querySelector('[role="grid"]')).toHaveAccessibleName(/^[a-z]+ \d{4}$/);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Día')).toHaveFocus();
    expect(screen.getByLabelText('Día')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a required day left empty stops the form with a Spanish message', async () => {
    const sent = renderInForm({ required: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: NO_DAY_MESSAGE });
    expect(screen.getByLabelText(/^Día/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(dialog.querySelector<HTMLButtonElement>('td[data-day]:not([data-outside]) button:not([disabled])')!);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  });
});
