import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ErrorPanel, Loader } from '@kukki/ui';
import { ensureRemote, type RemoteName } from './manifest';

/** An exposed ./App; `preload` (optional) fetches what the page at a path renders first. */
type RemoteModule = { default: ComponentType; preload?: (pathname: string) => Promise<void> };

type State = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'error' };

const cache = new Map<RemoteName, ComponentType>();

/**
 * Loads `{name}/App` and what the page at `pathname` renders first, and keeps it for the first
 * render: the page is then rendered (or hydrated) at once, without a loading fallback.
 */
export async function loadRemoteApp(name: RemoteName, pathname: string, force = false): Promise<ComponentType> {
  await ensureRemote(name, force);
  const mod = await loadRemote<RemoteModule>(`${name}/App`);
  const App = mod?.default;
  if (!App) throw new Error(`El módulo ${name} no tiene App`);
  // The first page then renders without a Suspense fallback (React delays a reveal after one).
  await mod.preload?.(pathname);
  cache.set(name, App);
  return App;
}

/** The server renderer hands the remote's App over directly (its server build, not the federation runtime). */
export function provideRemoteApp(name: RemoteName, App: ComponentType | null): void {
  if (App) cache.set(name, App);
  else cache.delete(name);
}

function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="page page--narrow remote-failure">
      <ErrorPanel message="No pudimos cargar esta sección de la tienda.">
        <p>Revisa tu conexión a internet e inténtalo de nuevo.</p>
        <button type="button" className="btn" onClick={onRetry}>
          Reintentar
        </button>
      </ErrorPanel>
    </div>
  );
}

/** Loads `{name}/App` through the Module Federation runtime; a Spanish panel with 'Reintentar' on failure. */
export function RemoteApp({ name }: { name: RemoteName }) {
  const cached = cache.get(name);
  const [state, setState] = useState<State>(cached ? { status: 'ready', App: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cache.has(name) && attempt === 0) return;
    let alive = true;
    void (async () => {
      try {
        const App = await loadRemoteApp(name, window.location.pathname, attempt > 0);
        if (alive) setState({ status: 'ready', App });
      } catch (error) {
        console.error(`Could not load remote ${name}`, error);
        if (alive) setState({ status: 'error' });
      }
    })();
    return () => {
      alive = false;
    };
  }, [name, attempt]);

  const retry = useCallback(() => {
    cache.delete(name);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [name]);

  if (state.status === 'loading') return <Loader />;
  if (state.status === 'error') return <RemoteFailure onRetry={retry} />;
  const App = state.App;
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => <RemoteFailure onRetry={resetErrorBoundary} />}
      onError={(error) => console.error('Remote failed to render', error)}
      onReset={retry}
    >
      <Suspense fallback={<Loader />}>
        <App />
      </Suspense>
    </ErrorBoundary>
  );
}
