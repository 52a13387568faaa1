import { renderHook } from '@testing-library/react';
import { useScrollToTop } from './useScrollToTop';

describe('useScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the first page where the browser put it (a hydrated page the shopper has scrolled)', () => {
    const { rerender } = renderHook(({ path }) => useScrollToTop(path), { initialProps: { path: '/productos/galletas/1' } });
    rerender({ path: '/productos/galletas/1' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens every page navigated to at its top', () => {
    const { rerender } = renderHook(({ path }) => useScrollToTop(path), { initialProps: { path: '/catalogo' } });
    rerender({ path: '/productos/galletas/1' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    rerender({ path: '/cart' });
    rerender({ path: '/catalogo' });
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('leaves a page opened at one of its parts where the page put it (/contacto#empresas from the footer)', () => {
    const { rerender } = renderHook(({ path }) => useScrollToTop(path), { initialProps: { path: '/' } });
    window.history.replaceState(null, '', '/contacto#empresas');
    try {
      rerender({ path: '/contacto' });
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
