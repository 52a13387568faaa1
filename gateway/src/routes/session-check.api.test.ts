import { ERRORS } from '@kukki/contracts';
import { newId } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { bearerSignedWith, startApi, type ApiHarness } from '../testing';

const JWT_SECRET = 'session-check-api-test-secret-0123456789abcdef';
const bearer = bearerSignedWith(JWT_SECRET);

/**
 * The session check is a call like any other: while the users service does not answer, a signed-in
 * request is a 503 with the Spanish message (never a 500 «Algo salió mal»); public routes go on.
 */
describe.each(COMPOSITIONS)('the session check while users does not answer (%s)', (kind) => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi(kind, [['catalogue', (rt) => CatalogueModule.forRoot(rt)]], { JWT_SECRET, RPC_TIMEOUT_MS: '1500' });
  });
  afterAll(() => api?.close());

  it('a signed-in request is a 503 in Spanish; a public one still answers', async () => {
    const res = await api.get('/api/admin/orders', bearer(newId(), true));
    expect(res.status).toBe(503);
    expect([ERRORS.unavailable, ERRORS.unconfirmed]).toContain(res.body.message);
    const optional = await api.post('/api/orders/quote', {}, bearer(newId()));
    expect(optional.status).toBe(503);
    expect((await api.get('/api/productos')).status).toBe(200);
  });
});
