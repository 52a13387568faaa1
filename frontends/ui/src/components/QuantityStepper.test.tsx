import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityStepper } from './QuantityStepper';

function Harness({ start = 1 }: { start?: number }) {
  const [qty, setQty] = useState(start);
  return <QuantityStepper value={qty} onChange={setQty} />;
}

describe('QuantityStepper', () => {
  it('cannot be typed into', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Cantidad') as HTMLInputElement;
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '20');
  });
  it('stays at 1 minimum', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Quitar uno' })).toBeDisabled();
  });
  it('goes up to 20 and no further', () => {
    render(<Harness start={19} />);
    const plus = screen.getByRole('button', { name: 'Agregar uno' });
    fireEvent.click(plus);
    expect(screen.getByLabelText('Cantidad')).toHaveValue(20);
    expect(plus).toBeDisabled();
  });
});
