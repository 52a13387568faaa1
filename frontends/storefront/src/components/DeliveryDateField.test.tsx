import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deliveryDateBounds, nextDay } from '@kukki/contracts';
import { mockApi, renderPage } from '../../../ui/test/render';
import { mockDeliveryDates } from '../testing/deliveryDates';
import { DeliveryDateField, NO_CAPACITY_MESSAGE, NO_DATE_MESSAGE } from './DeliveryDateField';

const HINT = 'Las órdenes hechas después de las 12:00 h se entregan a partir de mañana.';

function renderField(defaultValue?: string) {
  const { min, max } = deliveryDateBounds();
  const onSubmit = jest.fn((e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    return e.currentTarget.reportValidity();
  });
  const view = renderPage(
    <form aria-label="fecha" onSubmit={onSubmit}>
      <DeliveryDateField min={min} max={max} defaultValue={defaultValue} hint={HINT} />
      <button type="submit">Continuar</button>
    </form>,
  );
  const day = (iso: string) => view.container.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  /** The button of `iso`, turning the calendar to its month (forwards or back: the window may cross a month's end). */
  const show = (iso: string) => {
    for (const direction of [/siguiente/i, /anterior/i])
      for (let i = 0; i < 2 && !day(iso); i += 1) {
        const turn = screen.getByRole('button', { name: direction });
        if (turn.getAttribute('aria-disabled') === 'true' || (turn as HTMLButtonElement).disabled) break;
        fireEvent.click(turn);
      }
    return day(iso)!;
  };
  const input = view.container.querySelector<HTMLInputElement>('input[name="deliveryDate"]')!;
  return { ...view, day, show, input, min, max };
}

describe('DeliveryDateField (calendar of available days)', () => {
  it('enables only the available days of the window and keeps the chosen day in deliveryDate', async () => {
    const { min, max } = deliveryDateBounds();
    const second = nextDay(min);
    const third = nextDay(second);
    mockDeliveryDates({ [min]: false, [second]: true, [third]: false, [max]: true });
    const { day, show, input } = renderField();
    await waitFor(() => expect(screen.getByText(/Sin cupo:/)).toBeInTheDocument());
    expect(day(min)).toBeDisabled();
    // Days before the window are disabled too (the day before the first one, when this month shows it).
    const [y, m, d] = min.split('-').map(Number);
    const before = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    if (day(before)) expect(day(before)).toBeDisabled();
    expect(show(second)).toBeEnabled();
    expect(show(third)).toBeDisabled();
    fireEvent.click(show(second));
    expect(input.value).toBe(second);
    expect(show(second).closest('[aria-selected="true"]')).not.toBeNull();
    expect(input.validity.valid).toBe(true);
  });

  it('says in Spanish that a day must be chosen, and refuses a saved day that has since filled up', async () => {
    const { min } = deliveryDateBounds();
    mockDeliveryDates({ [min]: true });
    const first = renderField();
    expect(first.input.validationMessage).toBe(NO_DATE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_DATE_MESSAGE);
    fireEvent.click(first.day(min)!);
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();

    mockDeliveryDates({ [min]: false });
    const saved = renderField(min);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NO_CAPACITY_MESSAGE));
    expect(saved.input.validity.customError).toBe(true);
  });

  it('names a closed day (a Sunday) apart from a full one: «Sin entregas», not «Sin cupo»', async () => {
    const { min } = deliveryDateBounds();
    const second = nextDay(min);
    const third = nextDay(second);
    mockApi({
      '/api/delivery-dates': {
        dates: [
          { date: min, available: false },
          { date: second, available: false, closed: true },
          { date: third, available: true },
        ],
      },
    });
    const { day } = renderField();
    const hint = await screen.findByText(/Sin entregas:/);
    // one day in each list, and not the same one
    const [, fullDay, closedDay] = /Sin cupo: ([^.,]+)\. Sin entregas: ([^.,]+)\.$/.exec(hint.textContent ?? '') ?? [];
    expect(fullDay).toBeTruthy();
    expect(closedDay).toBeTruthy();
    expect(closedDay).not.toBe(fullDay);
    expect(day(second)).toBeDisabled();
  });

  it('falls back to the window rule with every day enabled when the dates cannot be read', async () => {
    const calls = mockApi({ '/api/delivery-dates': [500, { message: 'Error' }] });
    const { day, min, max, container } = renderField();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Fecha de entrega' })).toHaveAttribute('data-state', 'ready'));
    const days = Array.from(container.querySelectorAll<HTMLButtonElement>('[data-day] button'));
    for (const b of days)
      expect(b.disabled).toBe(
        b.closest<HTMLElement>('[data-day]')!.dataset.day! < min || b.closest<HTMLElement>('[data-day]')!.dataset.day! > max,
      );
    expect(day(min)).toBeEnabled();
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });
});
