import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiServer } from '../../test/mockApi';
import { api, NETWORK_ERROR } from './client';
import { getQueryClient } from './queryClient';

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
});
