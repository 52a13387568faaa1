import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiServer } from '../../test/mockApi';
import { api, NETWORK_ERROR } from './client';
import { getQueryClient, UNAVAILABLE_RETRY_MS } from './queryClient';

describe('the shared query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('offline, an action fails at once with its Spanish message instead of waiting paused', async () => {
    onlineManager.setOnline(false);
    apiServer.use(http.post('*/api/cupones/validar', () => HttpResponse.error()));
    const observer = new MutationObserver(getQueryClient(), { mutationFn: () => api('/cupones/validar', { body: { code: 'KUKKI10' } }) });
    const settled = observer.mutate().then(
      () => 'resolved',
      (err: Error) => err.message,
    );
    const paused = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000));
    await expect(Promise.race([settled, paused])).resolves.toBe(NETWORK_ERROR);
  });

  it('a read that failed while a service was down shows its error, then recovers by itself once it is back', async () => {
    let up = false;
    apiServer.use(
      http.get('*/api/orders/abc', () =>
        up
          ? HttpResponse.json({ order: { _id: 'abc' } })
          : HttpResponse.json({ message: 'El servicio no está disponible' }, { status: 503 }),
      ),
    );
    const observer = new QueryObserver(getQueryClient(), { queryKey: ['order', 'abc'], queryFn: () => api('/orders/abc') });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await waitUntil(() => observer.getCurrentResult().status === 'error', 5_000);
      up = true;
      await waitUntil(() => observer.getCurrentResult().status === 'success', UNAVAILABLE_RETRY_MS + 3_000);
      expect(observer.getCurrentResult().data).toEqual({ order: { _id: 'abc' } });
    } finally {
      unsubscribe();
    }
  }, 20_000);

  it('a 404 stays an answer: it is not asked again', async () => {
    let asked = 0;
    apiServer.use(
      http.get('*/api/orders/nope', () => (asked++, HttpResponse.json({ message: 'No encontramos esa orden' }, { status: 404 }))),
    );
    const observer = new QueryObserver(getQueryClient(), { queryKey: ['order', 'nope'], queryFn: () => api('/orders/nope') });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await waitUntil(() => observer.getCurrentResult().status === 'error', 5_000);
      await new Promise((resolve) => setTimeout(resolve, UNAVAILABLE_RETRY_MS + 500));
      expect(asked).toBe(1);
    } finally {
      unsubscribe();
    }
  }, 20_000);
});

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
