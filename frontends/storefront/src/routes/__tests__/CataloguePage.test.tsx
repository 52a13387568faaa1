import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { mockApi, renderPage } from '../../../../ui/test/render';
import CataloguePage from '../catalogo/CataloguePage';
import { longDescription, products } from './fixtures';

describe('/catalogo', () => {
  beforeEach(() => mockApi({ '/api/productos': { products } }));

  it('sorts cards ascending by first SKU and cuts descriptions at 75 characters', async () => {
    renderPage(<CataloguePage />);
    const cards = await screen.findAllByTestId('product-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Caja Kukki', 'Galletas de chispas', 'Alfajores']);
    expect(within(cards[1]).getByText(`${longDescription.slice(0, 75)} ...`)).toBeInTheDocument();
    expect(within(cards[0]).getByText('$400.00')).toBeInTheDocument();
    expect(within(cards[1]).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cards[0]).getByRole('link', { name: 'Ver más' })).toHaveAttribute('href', '/productos/cajas/p100');
  });

  it('starts from the address (?q=, ?categoria=), and its chips and search are a GET form that works without scripts', async () => {
    const categories = [
      { _id: 'c1', name: 'galletas', flavor: 'Galletas', desc: '', idx: 1, prods: [{ id: 'p1', name: 'Galletas de chispas', img: '' }] },
      { _id: 'c2', name: 'cajas', flavor: 'Cajas', desc: '', idx: 2, prods: [{ id: 'p100', name: 'Caja Kukki', img: '' }] },
      // Every product archived (or a demo category after an import): no chip leads to an empty list.
      { _id: 'c3', name: 'temporada', flavor: 'Temporada', desc: '', idx: 3, prods: [] },
    ];
    mockApi({ '/api/productos': { products }, '/api/productos/category': { categories } });
    renderPage(<CataloguePage />, { path: '/catalogo?categoria=galletas', route: '/catalogo' });
    await waitFor(() =>
      expect(screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Galletas de chispas']),
    );
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByPlaceholderText('Busca un postre...')).toHaveAttribute('name', 'q');
    const chip = await screen.findByRole('button', { name: 'Cajas' });
    expect(chip).toHaveAttribute('type', 'submit');
    expect(chip).toHaveAttribute('form', form.id);
    expect(chip).toHaveAttribute('name', 'categoria');
    expect(chip).toHaveAttribute('value', 'cajas');
    expect(screen.getByRole('button', { name: 'Galletas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Temporada' })).toBeNull();
    // With scripts, a chip filters in place.
    fireEvent.click(chip);
    expect(screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Caja Kukki']);
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('value', '');
    // Enter sends the form through its own button, with the category it keeps (the chip's value comes after it).
    expect(within(form).getByRole('button', { name: 'Buscar', hidden: true })).toHaveAttribute('type', 'submit');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toMatchObject({ categoria: 'cajas' });
  });

  it('takes the last ?categoria= of the address (a chip sent after the kept one); an empty one is every category', async () => {
    mockApi({ '/api/productos': { products }, '/api/productos/category': { categories: [] } });
    renderPage(<CataloguePage />, { path: '/catalogo?q=&categoria=galletas&categoria=cajas', route: '/catalogo' });
    await waitFor(() =>
      expect(screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent)).toEqual(['Caja Kukki']),
    );
  });

  it('«Todos» after a kept category shows every category', async () => {
    renderPage(<CataloguePage />, { path: '/catalogo?categoria=galletas&categoria=', route: '/catalogo' });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3));
  });

  it('writes her search and chip back to the address, replacing the entry', async () => {
    function Where() {
      const { search } = useLocation();
      return <output data-testid="where">{search}</output>;
    }
    mockApi({ '/api/productos': { products }, '/api/productos/category': { categories: [] } });
    renderPage(
      <>
        <CataloguePage />
        <Where />
      </>,
      { path: '/catalogo?categoria=galletas', route: '/catalogo' },
    );
    await screen.findAllByTestId('product-card');
    expect(screen.getByTestId('where')).toHaveTextContent('?categoria=galletas');
    fireEvent.change(screen.getByPlaceholderText('Busca un postre...'), { target: { value: 'chispas' } });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=chispas&categoria=galletas'));
  });

  it('starts from ?q= in the address', async () => {
    renderPage(<CataloguePage />, { path: '/catalogo?q=dulce', route: '/catalogo' });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByPlaceholderText('Busca un postre...')).toHaveValue('dulce');
  });

  it('searches only with more than one character, case-insensitive on description', async () => {
    renderPage(<CataloguePage />);
    await screen.findAllByTestId('product-card');
    const search = screen.getByPlaceholderText('Busca un postre...');
    fireEvent.change(search, { target: { value: 'd' } });
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    fireEvent.change(search, { target: { value: 'dulce' } });
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Alfajores' })).toBeInTheDocument();
  });

  it('searches names too, without accents, name matches first, word by word', async () => {
    renderPage(<CataloguePage />);
    await screen.findAllByTestId('product-card');
    const search = screen.getByPlaceholderText('Busca un postre...');
    const headings = () => screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent);
    fireEvent.change(search, { target: { value: 'CAJA' } });
    expect(headings()).toEqual(['Caja Kukki']);
    fireEvent.change(search, { target: { value: 'galleta de chispas' } });
    expect(headings()).toEqual(['Galletas de chispas']);
    fireEvent.change(search, { target: { value: 'chocolate' } });
    expect(headings()).toEqual(['Galletas de chispas']);
    fireEvent.change(search, { target: { value: 'cajá kúkki' } });
    expect(headings()).toEqual(['Caja Kukki']);
  });

  it("shows the server's Spanish search (plurals, name matches first) in its order once it answers", async () => {
    const [first, second, third] = products;
    const calls = mockApi({ '/api/productos': { products }, '/api/productos/buscar?q=nuez': { products: [third, first] } });
    renderPage(<CataloguePage />);
    await screen.findAllByTestId('product-card');
    fireEvent.change(screen.getByPlaceholderText('Busca un postre...'), { target: { value: 'nuez' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent)).toEqual([
        third.name,
        first.name,
      ]),
    );
    expect(calls.map((c) => c.url)).toContain('/api/productos/buscar?q=nuez');
    expect(screen.queryByRole('heading', { name: second.name })).not.toBeInTheDocument();
  });

  it('offline, a new search filters the cards the page has, not the answer to the words searched before', async () => {
    const calls = mockApi({ '/api/productos': { products }, '/api/productos/buscar?q=zzzz': { products: [] } });
    renderPage(<CataloguePage />);
    await screen.findAllByTestId('product-card');
    const search = screen.getByPlaceholderText('Busca un postre...');
    fireEvent.change(search, { target: { value: 'zzzz' } });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/productos/buscar?q=zzzz'));
    await waitFor(() => expect(screen.queryAllByTestId('product-card')).toHaveLength(0));
    onlineManager.setOnline(false);
    try {
      fireEvent.change(search, { target: { value: 'dulce' } });
      await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
      expect(screen.getByRole('heading', { name: 'Alfajores' })).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('shows the server message when loading fails', async () => {
    mockApi({ '/api/productos': [503, { message: 'El servicio no está disponible' }] });
    renderPage(<CataloguePage />);
    expect(await screen.findByText('El servicio no está disponible')).toBeInTheDocument();
  });
});
