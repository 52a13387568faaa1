import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { mockApi, renderPage } from '../../../../ui/test/render';
import FlavorsPage from '../sabores/FlavorsPage';
import { products } from './fixtures';

const categories = [
  {
    _id: 'c1',
    name: 'galletas',
    flavor: 'Galletas',
    desc: '',
    idx: 1,
    prods: [{ id: 'p1', name: 'Galletas de chispas', img: '/media/x.webp' }],
  },
  { _id: 'c2', name: 'cajas', flavor: 'Cajas', desc: '', idx: 2, prods: [{ id: 'p100', name: 'Caja Kukki', img: '/media/x.webp' }] },
];

/** The address the page is at now. */
function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

const sections = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/sabores', () => {
  beforeEach(() => mockApi({ '/api/productos': { products }, '/api/productos/category': { categories } }));

  it('starts from ?q= in the address (a search sent without scripts, a shared link)', async () => {
    renderPage(<FlavorsPage />, { path: '/sabores?q=caja', route: '/sabores' });
    await waitFor(() => expect(sections()).toEqual(['Cajas']));
    expect(screen.getByPlaceholderText('Busca un postre...')).toHaveValue('caja');
  });

  it('keeps what she types in the address, so «back» and a copied link keep it', async () => {
    renderPage(
      <>
        <FlavorsPage />
        <Where />
      </>,
      { path: '/sabores', route: '/sabores' },
    );
    await waitFor(() => expect(sections()).toEqual(['Galletas', 'Cajas']));
    fireEvent.change(screen.getByPlaceholderText('Busca un postre...'), { target: { value: 'chispas' } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=chispas'));
    expect(sections()).toEqual(['Galletas']);
    fireEvent.change(screen.getByPlaceholderText('Busca un postre...'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('where')).toBeEmptyDOMElement());
  });
});
