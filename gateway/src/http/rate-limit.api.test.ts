import { ConfigError, parseEnv } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { UsersModule } from '@kukki/users';
import { gatewayEnvShape } from '../config';
import { newAddress, startApi, type ApiHarness } from '../testing';

jest.setTimeout(60_000);

describe('rate-limit settings', () => {
  it('are validated with the gateway configuration: a wrong value stops the start with its name', () => {
    expect(() => parseEnv(gatewayEnvShape, { FORGOT_MAX_PER_IP: 'muchos' })).toThrow(ConfigError);
    expect(() => parseEnv(gatewayEnvShape, { RATE_LIMIT_WINDOW_MS: '0' })).toThrow(/RATE_LIMIT_WINDOW_MS/);
    const defaults = parseEnv(gatewayEnvShape, {});
    expect(defaults).toMatchObject({ LOGIN_MAX_PER_IP: 100, SIGNUP_MAX_PER_IP: 30, FORGOT_MAX_PER_IP: 10, RATE_LIMIT_WINDOW_MS: 900_000 });
  });
});

describe.each(COMPOSITIONS)('@RateLimit with a limit named by its setting (%s)', (kind) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(kind, [['users', (rt) => UsersModule.forRoot(rt)]], {
      FORGOT_MAX_PER_IP: '2',
      RATE_LIMIT_WINDOW_MS: '60000',
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => api?.close());

  it('takes the limit and the window from the configuration, then answers 429 with Retry-After', async () => {
    const address = newAddress();
    const forgot = () =>
      api.request({
        method: 'POST',
        url: '/api/usuarios/forgotPassword',
        payload: { email: 'nadie@example.com' },
        headers: { 'x-forwarded-for': address },
      });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    const blocked = await forgot();
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: 'Demasiados intentos, por favor espera unos minutos e inténtalo de nuevo' },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    await api.composition.runtime.rateLimiter.reset(`forgot-password:${address}`);
    expect((await forgot()).status).toBe(200);
  });
});
