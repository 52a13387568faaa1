import { screen } from '@testing-library/react';
import { deliveryDateBounds } from '@kukki/contracts';
import { renderPage } from '../../../../ui/test/render';
import PayerInfoPage from '../payerinfo/PayerInfoPage';

describe('/payerinfo', () => {
  beforeEach(() => localStorage.clear());

  it('has the spec field names', () => {
    const { container } = renderPage(<PayerInfoPage />);
    const names = Array.from(container.querySelectorAll('input, select, textarea')).map((el) => el.getAttribute('name'));
    expect(names).toEqual([
      'name',
      'lastname',
      'email',
      'area_code',
      'tel',
      'street',
      'stNumber',
      'intNumber',
      'zip',
      'col',
      'del',
      'city',
      'deliveryDate',
      'giftText',
    ]);
  });

  it('limits the delivery calendar, the gift note and the city', () => {
    renderPage(<PayerInfoPage />);
    const bounds = deliveryDateBounds();
    const date = screen.getByLabelText('Fecha de entrega');
    expect(date).toHaveAttribute('min', bounds.min);
    expect(date).toHaveAttribute('max', bounds.max);
    expect(screen.getByLabelText('Nota de regalo')).toHaveAttribute('maxlength', '100');
    const city = screen.getByLabelText('Ciudad') as HTMLSelectElement;
    expect(city.value).toBe('CDMX');
    expect(Array.from(city.options).map((o) => o.value)).toEqual(['CDMX', 'Estado de México']);
  });
});
