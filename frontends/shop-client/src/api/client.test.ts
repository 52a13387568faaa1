import { http, HttpResponse } from 'msw';
import { apiServer } from '../../test/mockApi';
import { api, ApiError, NETWORK_ERROR } from './client';

describe('api()', () => {
  it('a call no answer reached (the browser’s «Failed to fetch») fails in Spanish', async () => {
    apiServer.use(http.get('*/api/productos', () => HttpResponse.error()));
    const failure = api('/productos').catch((err: unknown) => err);
    await expect(failure).resolves.toBeInstanceOf(ApiError);
    await expect(failure).resolves.toMatchObject({ message: NETWORK_ERROR, status: 0 });
  });

  it('a refusal carries the server’s own message and status', async () => {
    apiServer.use(http.get('*/api/productos', () => HttpResponse.json({ message: 'No encontramos ese postre' }, { status: 404 })));
    await expect(api('/productos')).rejects.toMatchObject({ message: 'No encontramos ese postre', status: 404 });
  });
});
