import { registerServiceWorker } from './pwa/registerServiceWorker';

// Async boundary so Module Federation can negotiate shared singletons before any of them runs.
// A page the server rendered whole is already painted: its code loads once the page (and its images)
// has loaded, so it never competes with them for a phone's bandwidth or processor.
const start = () => void import('./bootstrap');
const whole = document.getElementById('kukki-page')?.textContent?.startsWith('{"hydrate":true') ?? false;
if (whole && document.readyState !== 'complete') window.addEventListener('load', start, { once: true });
else start();
registerServiceWorker();
