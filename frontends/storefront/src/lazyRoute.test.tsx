import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyRoute } from './lazyRoute';

const Page = () => <p>página lista</p>;

describe('lazyRoute', () => {
  it('a loaded page renders at once, without the Suspense fallback', async () => {
    const route = lazyRoute(async () => ({ default: Page }));
    await route.load();
    render(
      <Suspense fallback={<p>cargando</p>}>
        <route.Component />
      </Suspense>,
    );
    expect(screen.getByText('página lista')).toBeInTheDocument();
    expect(screen.queryByText('cargando')).not.toBeInTheDocument();
  });

  it('a page not loaded yet shows the fallback, then itself', async () => {
    const route = lazyRoute(async () => ({ default: Page }));
    render(
      <Suspense fallback={<p>cargando</p>}>
        <route.Component />
      </Suspense>,
    );
    expect(screen.getByText('cargando')).toBeInTheDocument();
    expect(await screen.findByText('página lista')).toBeInTheDocument();
  });

  it('a failed load is tried again on the next call', async () => {
    const importPage = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValueOnce({ default: Page });
    const route = lazyRoute(importPage);
    await expect(route.load()).rejects.toThrow('sin red');
    await route.load();
    expect(importPage).toHaveBeenCalledTimes(2);
  });
});
