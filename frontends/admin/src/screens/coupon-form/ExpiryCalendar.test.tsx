import { couponExpiryBounds } from '@kukki/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { couponFormSchema, toCouponFormValues, toCouponInput } from './couponSchema';
import { ExpiryCalendar } from './ExpiryCalendar';

// 2025-03-10 12:00 in Mexico City (UTC-6).
const NOW = new Date('2025-03-10T18:00:00.000Z');

function Harness({ onChange }: { onChange: (day: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ExpiryCalendar
      now={NOW}
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

describe('coupon expiry calendar (spec §5: today … +180 days)', () => {
  it('computes the window from today to 180 days ahead', () => {
    expect(couponExpiryBounds(NOW)).toEqual({ min: '2025-03-10', max: '2025-09-06' });
  });

  it('renders in Spanish, disables days before today and lets today be chosen', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText(/marzo 2025/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /, 9 de marzo/i })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /, 10 de marzo/i }));
    expect(onChange).toHaveBeenCalledWith('2025-03-10');
  });

  it('cannot go back before the current month nor past the month of the last day', async () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /anterior/i })).toHaveAttribute('aria-disabled', 'true');
    const next = screen.getByRole('button', { name: /siguiente/i });
    for (let i = 0; i < 6; i += 1) await userEvent.click(next);
    expect(screen.getByText(/septiembre 2025/i)).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /, 6 de septiembre/i })).toBeEnabled();
    expect(screen.getByRole('button', { name: /, 7 de septiembre/i })).toBeDisabled();
  });

  it("marks the shop's day (Mexico City) as today, even when the browser's day is already the next one", () => {
    // 2025-03-11 02:00 UTC is still 2025-03-10 20:00 in Mexico City.
    render(<ExpiryCalendar now={new Date('2025-03-11T02:00:00.000Z')} value="" onChange={() => {}} />);
    const today = screen.getByRole('button', { name: /, 10 de marzo/i }).closest('td');
    expect(today).toHaveClass('rdp-today');
    expect(screen.getByRole('button', { name: /, 11 de marzo/i }).closest('td')).not.toHaveClass('rdp-today');
  });

  it('the form schema rejects a date outside the window', () => {
    const schema = couponFormSchema(NOW);
    const base = { code: 'DULCE10', amount: '10', isActive: true, isPercent: true };
    expect(schema.safeParse({ ...base, expireDate: '2025-03-10' }).success).toBe(true);
    expect(schema.safeParse({ ...base, expireDate: '2025-09-06' }).success).toBe(true);
    expect(schema.safeParse({ ...base, expireDate: '2025-03-09' }).success).toBe(false);
    expect(schema.safeParse({ ...base, expireDate: '2025-09-07' }).success).toBe(false);
    expect(schema.safeParse({ ...base, amount: '150', expireDate: '2025-04-01' }).success).toBe(false);
    expect(schema.safeParse({ ...base, isPercent: false, amount: '150', expireDate: '2025-04-01' }).success).toBe(true);
  });

  it('the limits are optional: empty fields send null, numbers are checked in Spanish', () => {
    const schema = couponFormSchema(NOW);
    const base = { code: 'DULCE10', amount: '10', isActive: true, isPercent: true, expireDate: '2025-04-01' };
    const empty = schema.parse({ ...base, maxUses: '', minOrderAmount: '', oncePerCustomer: false });
    expect(toCouponInput(empty)).toMatchObject({ maxUses: null, minOrderAmount: null, oncePerCustomer: false });
    const limited = schema.parse({ ...base, maxUses: '3', minOrderAmount: '250.50', oncePerCustomer: true });
    expect(toCouponInput(limited)).toMatchObject({ maxUses: 3, minOrderAmount: 250.5, oncePerCustomer: true });
    const bad = schema.safeParse({ ...base, maxUses: '0', minOrderAmount: '-1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'El número de usos debe ser mayor a 0',
      'Escribe una compra mínima válida, o déjala vacía',
    ]);
    expect(toCouponFormValues({ _id: 'c', ...base, amount: 10, maxUses: 5, minOrderAmount: null, oncePerCustomer: true })).toMatchObject({
      maxUses: '5',
      minOrderAmount: '',
      oncePerCustomer: true,
    });
  });
});
