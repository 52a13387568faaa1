import { pageTitleOf, matchPageRoute, PAGE_ROUTES } from './pages';

describe('the route table', () => {
  it('matches each page with its parameters, optional segments included', () => {
    expect(matchPageRoute('/')).toMatchObject({ route: { page: 'home' }, params: {} });
    expect(matchPageRoute('/catalogo')).toMatchObject({ route: { page: 'catalogue', render: 'server' } });
    expect(matchPageRoute('/productos/galletas/abc')).toMatchObject({
      route: { page: 'product' },
      params: { category: 'galletas', id: 'abc' },
    });
    expect(matchPageRoute('/cart')).toMatchObject({ route: { page: 'cart', render: 'client', indexable: false } });
    expect(matchPageRoute('/cart/cajas/p1')).toMatchObject({ route: { page: 'cart' }, params: { category: 'cajas', id: 'p1' } });
    expect(matchPageRoute('/suscripciones/p9')).toMatchObject({ route: { page: 'plan' }, params: { id: 'p9' } });
  });

  it('sends anything else to the not-found page', () => {
    for (const path of ['/no-existe', '/productos', '/order', '/cart/a/b/c', '/catalogo/otra'])
      expect({ path, page: matchPageRoute(path).route.page }).toEqual({ path, page: 'notFound' });
  });

  it('ends with the catch-all and names each page once', () => {
    expect(PAGE_ROUTES.at(-1)?.path).toBe('*');
    const pages = PAGE_ROUTES.map((r) => r.page);
    expect(new Set(pages).size).toBe(pages.length);
  });
});

describe('pageTitleOf', () => {
  it('is the route table’s title, or the name of what the page is about', () => {
    expect(pageTitleOf('catalogue')).toBe('Catálogo | Kukki');
    expect(pageTitleOf('product', 'Galletas de nuez')).toBe('Galletas de nuez | Kukki');
    expect(pageTitleOf('plan', 'Kukki Mensual')).toBe('Kukki Mensual | Suscripciones Kukki');
    expect(pageTitleOf('plan', undefined)).toBe('Suscripciones | Kukki');
  });
});
