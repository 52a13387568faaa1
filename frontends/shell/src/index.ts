import { registerServiceWorker } from './pwa/registerServiceWorker';

// Async boundary so Module Federation can negotiate shared singletons before any of them runs.
import('./bootstrap');
registerServiceWorker();
