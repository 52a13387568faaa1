import { screen, within } from '@testing-library/react';
import { shopDay } from '@kukki/contracts';
import { mockApi, renderPage } from '../../../../ui/test/render';
import CataloguePage from '../catalogo/CataloguePage';
import { Gallery } from '../home/Gallery';
import { products } from './fixtures';
import { lowStockText } from '../../stock/unitsLeft';
import { useQuery } from '@tanstack/react-query';

const tomorrow = shopDay(new Date(Date.now() + 24 * 3600 * 1000));
const stocked = products.map((p) => (p._id === 'p200' ? { ...p, dailyStock: 10 } : p._id === 'p300' ? { ...p, dailyStock: 40 } : p));
const dates = (remaining: Record<string, number>) => ({ dates: [{ date: tomorrow, available: true, remaining }] });

function HomeGallery() {
  const query = useQuery({ queryKey: ['gallery'], queryFn: async () => stocked });
  return <Gallery query={query} />;
}

describe('«Quedan N para mañana» on the catalogue cards and the home gallery', () => {
  it('says it on a card under 5 units left and asks delivery-dates once for the stocked products only', async () => {
    const calls = mockApi({
      '/api/productos': { products: stocked },
      '/api/delivery-dates?productIds=p200,p300': dates({ p200: 3, p300: 12 }),
    });
    renderPage(<CataloguePage />);
    const low = (await screen.findByText('Quedan 3 para mañana')).closest('article')!;
    expect(within(low).getByRole('heading')).toHaveTextContent(products.find((p) => p._id === 'p200')!.name);
    expect(screen.getAllByText(/para mañana/)).toHaveLength(1);
    expect(calls.filter((c) => c.url.startsWith('/api/delivery-dates'))).toHaveLength(1);
  });

  it('says «Agotado para mañana» at 0 and nothing without a daily stock', async () => {
    const calls = mockApi({ '/api/productos': { products }, '/api/delivery-dates?productIds=p200,p300': dates({ p200: 0, p300: 0 }) });
    renderPage(<CataloguePage />);
    await screen.findAllByTestId('product-card');
    expect(screen.queryByText(/para mañana/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/delivery-dates'))).toBe(false);

    mockApi({ '/api/delivery-dates?productIds=p200,p300': dates({ p200: 0, p300: 4 }) });
    renderPage(<HomeGallery />);
    expect(await screen.findByText('Agotado para mañana')).toBeInTheDocument();
    expect(screen.getByText('Quedan 4 para mañana').closest('a')).toHaveAccessibleName(/Quedan 4 para mañana/);
    // The picture beside the name is not read as the name again.
    const name = products.find((p) => p._id === 'p300')!.name;
    expect(screen.getByText('Quedan 4 para mañana').closest('a')).toHaveAccessibleName(`${name} Quedan 4 para mañana`);
  });
});

describe('the low-stock line', () => {
  it('says one unit in the singular', () => {
    expect([lowStockText(1), lowStockText(3), lowStockText(0), lowStockText(5)]).toEqual([
      'Queda 1 para mañana',
      'Quedan 3 para mañana',
      'Agotado para mañana',
      null,
    ]);
  });
});
