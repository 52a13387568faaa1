import { isCachedRead, isMidCheckout, SW_MESSAGES } from './sw-routes';

type Listener = () => void;

/** A browser with a service worker registration whose new version waits to take over. */
function fakeServiceWorker() {
  const waiting = { postMessage: jest.fn() };
  const active = { postMessage: jest.fn() };
  const listeners: Record<string, Listener[]> = {};
  const registration = { waiting, active, update: jest.fn(() => Promise.resolve()) };
  const container = {
    controller: {},
    register: jest.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
    addEventListener: (type: string, cb: Listener) => (listeners[type] ??= []).push(cb),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { waiting, active, listeners, container };
}

async function loaded() {
  jest.resetModules();
  const sw = fakeServiceWorker();
  const mod = await import('./registerServiceWorker');
  mod.registerServiceWorker(); // jsdom's document is complete: registers at once
  await sw.container.ready;
  await Promise.resolve();
  return { ...sw, navigated: mod.serviceWorkerNavigated };
}

describe('service worker updates', () => {
  afterEach(() => {
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  });

  it('registers /sw.js after load and keeps the page she landed on', async () => {
    const { container, active } = await loaded();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    expect(active.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.pageSeen, url: window.location.href });
  });

  it('a waiting deployment never takes over mid-checkout, and does on the next navigation outside it', async () => {
    const { waiting, navigated } = await loaded();
    navigated('/payerinfo');
    navigated('/summary');
    expect(waiting.postMessage).not.toHaveBeenCalled();
    navigated('/catalogo');
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.skipWaiting });
  });

  it('knows the checkout steps and the public reads it keeps offline', () => {
    expect(['/payerinfo', '/summary', '/enrollment', '/enrollconfirmation'].every(isMidCheckout)).toBe(true);
    expect(['/', '/cart', '/order/abc', '/productos/galletas/x'].some(isMidCheckout)).toBe(false);
    expect(isCachedRead('/api/productos')).toBe(true);
    expect(isCachedRead('/api/productos/galletas/6b0853b77670eea19164f6d1')).toBe(true);
    expect(isCachedRead('/api/suscripciones/month')).toBe(true);
    expect(isCachedRead('/api/orders/detail/x')).toBe(false);
    expect(isCachedRead('/api/users/profile')).toBe(false);
  });
});
