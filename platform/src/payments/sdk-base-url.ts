import { RestClient } from 'mercadopago/dist/utils/restClient';
import { AppConfig } from 'mercadopago/dist/utils/config';
import type { Options } from 'mercadopago/dist/types';

/**
 * The one place where the official SDK is pointed at another API root (the bundled emulator).
 *
 * mercadopago v2 has no base-URL option: every client calls `RestClient.fetch(endpoint, { ...,
 * ...config.options })`, and `RestClient.fetch` builds `${AppConfig.BASE_URL}${endpoint}`
 * synchronously, before its first `await`. We wrap `RestClient.fetch` once so that a config carrying
 * `options.kukkiBaseUrl` swaps `AppConfig.BASE_URL` for exactly that synchronous URL build and
 * restores it right after. Every request — real API or emulator — goes through the same SDK code
 * (headers, idempotency keys, retries); only the root differs. Re-check this file when upgrading
 * the SDK (a test in mercadopago-client.int.test.ts fails if the wrapper stops taking effect).
 */
export const BASE_URL_OPTION = 'kukkiBaseUrl';

type Fetch = typeof RestClient.fetch;
const WRAPPED = Symbol.for('kukki.mercadopago.baseUrl');

export function installBaseUrlOption(): void {
  const current = RestClient.fetch as Fetch & { [WRAPPED]?: true };
  if (current[WRAPPED]) return;
  const original = current.bind(RestClient) as Fetch;
  const config = AppConfig as unknown as { BASE_URL: string };
  const wrapped = ((endpoint: string, options?: Record<string, unknown>) => {
    const { [BASE_URL_OPTION]: baseUrl, ...rest } = options ?? {};
    if (typeof baseUrl !== 'string' || !baseUrl) return original(endpoint, options as never);
    const previous = config.BASE_URL;
    config.BASE_URL = baseUrl.replace(/\/+$/, '');
    try {
      return original(endpoint, rest as never);
    } finally {
      config.BASE_URL = previous;
    }
  }) as Fetch & { [WRAPPED]?: true };
  wrapped[WRAPPED] = true;
  RestClient.fetch = wrapped;
}

/** SDK options that send every call of a MercadoPagoConfig to `baseUrl`. */
export function sdkOptions(baseUrl: string, extra: Options = {}): Options {
  installBaseUrlOption();
  return { ...extra, [BASE_URL_OPTION]: baseUrl } as Options;
}
