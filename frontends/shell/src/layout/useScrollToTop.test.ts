import { renderHook } from '@testing-library/react';
import { useScrollToTop } from './useScrollToTop';

describe('a new page opens at its top', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('scrolls to the top on a new path, not on the first page, and not when the page opens at one of its parts', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ path }) => useScrollToTop(path), { initialProps: { path: '/' } });
    expect(scrollTo).not.toHaveBeenCalled();
    rerender({ path: '/catalogo' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // The footer's «Contacto para empresas»: /contacto#empresas scrolls to the business form itself.
    window.history.replaceState(null, '', '/contacto#empresas');
    rerender({ path: '/contacto' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });
});
