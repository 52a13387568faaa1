import { act, fireEvent, screen } from '@testing-library/react';
import { addToCart, clearUser, payerStore, resetCart, type PayerInfo } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import SummaryPage from '../summary/SummaryPage';
import { products } from './fixtures';

const payer: PayerInfo = {
  name: 'Ana',
  lastname: 'López',
  email: 'ana@example.com',
  area_code: '+52',
  tel: '5512345678',
  street: 'Durango',
  stNumber: '10',
  intNumber: '',
  zip: '06700',
  col: 'Roma Norte',
  del: 'Cuauhtémoc',
  city: 'CDMX',
  deliveryDate: '',
  giftText: '',
};

describe('/summary without a connection', () => {
  let online: jest.SpyInstance;
  beforeEach(() => {
    resetCart();
    clearUser();
    payerStore.set(payer);
    addToCart({
      id: 'p300',
      title: 'Alfajores',
      picture_url: '/a.png',
      category_id: 'alfajores',
      unit_price: 160,
      quantity: 2,
      description: '',
      size: '6 piezas',
    });
    online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => online.mockRestore());

  it('«Completar orden» says the order needs a connection and sends nothing; back online it is gone', async () => {
    const calls = mockApi({ '/api/productos': { products } });
    renderPage(<SummaryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Completar orden' }));
    expect(screen.getByTestId('offline-order')).toHaveTextContent('Sin conexión: para completar tu orden necesitas internet.');
    expect(calls.some((c) => c.url.startsWith('/api/orders/guest'))).toBe(false);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-order')).toBeNull();
  });
});
