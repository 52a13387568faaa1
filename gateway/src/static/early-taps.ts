import { createHash } from 'node:crypto';
import { PAGE_HYDRATED_EVENT } from '@kukki/contracts';

/**
 * Runs in the <head> of a server-rendered page, so only when scripts run: until the shell says the page
 * is hydrated, taps on controls (buttons, picks, labels, the menu) and form submissions inside #root are
 * held instead of doing nothing or posting the form natively, then replayed in order on the hydrated
 * page, one per task so that React renders each before the next (a stepper's second tap counts). Links are left alone: they navigate as they do without scripts. Text fields keep their focus.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var held=[],d=document,w=window,' +
  "c='button,input[type=checkbox],input[type=radio],input[type=submit],input[type=button],label,summary,[role=button]';" +
  "function root(t){return t&&t.closest&&t.closest('#root')}" +
  // Where the control is under #root (child indices), to find it again if React replaced the server's nodes.
  "function path(el){var p=[];for(var n=el;n&&n.id!=='root';n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));return p}" +
  "function find(p){var n=d.getElementById('root');for(var i=0;n&&i<p.length;i++)n=n.children[p[i]];return n}" +
  "function tap(e){var t=e.target;if(!root(t)||t.closest('a[href]'))return;var el=t.closest(c);if(!el)return;" +
  'e.preventDefault();e.stopPropagation();var at=path(el);if(held.length<20)held.push(function(){var x=el.isConnected?el:find(at);if(x)x.click()})}' +
  'function send(e){var f=e.target;if(!root(f))return;e.preventDefault();e.stopPropagation();' +
  'if(held.length<20)held.push(function(){if(f.isConnected&&f.requestSubmit)f.requestSubmit()})}' +
  "d.addEventListener('click',tap,true);d.addEventListener('submit',send,true);" +
  `w.addEventListener('${PAGE_HYDRATED_EVENT}',function(){d.removeEventListener('click',tap,true);d.removeEventListener('submit',send,true);` +
  '(function next(){var f=held.shift();if(f)setTimeout(function(){f();next()},0)})()},{once:true})})();';

/** The Content-Security-Policy source that allows exactly this inline script. */
export const EARLY_TAPS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

export const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
