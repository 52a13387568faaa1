import { render, screen } from '@testing-library/react';
import { FreeShippingLine } from './FreeShippingLine';

describe('FreeShippingLine', () => {
  it('says how much is missing for free shipping: «Te faltan $120 para envío gratis» on $580', () => {
    render(<FreeShippingLine itemsSubtotal={580} />);
    expect(screen.getByText('Te faltan $120 para envío gratis')).toBeInTheDocument();
    expect(screen.queryByText(/descuento de primera compra/)).toBeNull();
  });

  it('says the shipping is free above $699', () => {
    render(<FreeShippingLine itemsSubtotal={700} />);
    expect(screen.getByText('¡Tu envío es gratis!')).toBeInTheDocument();
  });

  it('counts a first purchase (25 % off the products)', () => {
    const { rerender } = render(<FreeShippingLine itemsSubtotal={800} firstPurchase />);
    expect(screen.getByText('Te faltan $133 para envío gratis')).toBeInTheDocument();
    // Why more than the banner's $699: said beside it.
    expect(screen.getByText(/Tu descuento de primera compra \(25 %\) va primero: .* pasan de \$699\./)).toBeInTheDocument();
    rerender(<FreeShippingLine itemsSubtotal={0} firstPurchase />);
    expect(screen.getByText('Te faltan $933 para envío gratis')).toBeInTheDocument();
  });
});
