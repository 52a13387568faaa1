import { act, fireEvent, screen } from '@testing-library/react';
import { addToCart, clearUser, payerStore, resetCart } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import SummaryPage from '../summary/SummaryPage';
import { alfajoresLine, payer, products } from './fixtures';

describe('/summary without a connection', () => {
  let online: jest.SpyInstance;
  beforeEach(() => {
    resetCart();
    clearUser();
    payerStore.set(payer);
    addToCart(alfajoresLine(160));
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
