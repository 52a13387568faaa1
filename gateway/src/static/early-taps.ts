import { createHash } from 'node:crypto';
import { PAGE_HYDRATED_EVENT } from '@kukki/contracts';

/**
 * Runs in the <head> of a server-rendered page, so only when scripts run: until the shell says the page
 * is hydrated, taps on controls (buttons, picks, labels, the menu) and form submissions inside #root are
 * held instead of doing nothing or posting the form natively, then replayed in order on the hydrated
 * page, one per task so that React renders each before the next (a stepper's second tap counts). A held
 * control is replayed once React owns it (its node carries React's fiber key): a part of the page React
 * hydrates a moment after the signal would otherwise swallow the tap. Links are left alone: they navigate
 * as they do without scripts. Text fields keep their focus.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var held=[],d=document,w=window,' +
  "c='button,input[type=checkbox],input[type=radio],input[type=submit],input[type=button],label,summary,[role=button]';" +
  "function root(t){return t&&t.closest&&t.closest('#root')}" +
  // Where the control is under #root (child indices), to find it again if React replaced the server's nodes.
  "function path(el){var p=[];for(var n=el;n&&n.id!=='root';n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));return p}" +
  "function find(p){var n=d.getElementById('root');for(var i=0;n&&i<p.length;i++)n=n.children[p[i]];return n}" +
  "function owned(x){for(var k in x)if(k.indexOf('__reactFiber')===0)return true;return false}" +
  // Calls act(node) once React owns the node (or after 5 s), then done().
  'function when(get,act,done){var n=0;(function go(){var x=get();if(x&&!owned(x)&&n++<100)return setTimeout(go,50);if(x)act(x);done()})()}' +
  "function tap(e){var t=e.target;if(!root(t)||t.closest('a[href]'))return;var el=t.closest(c);if(!el)return;" +
  'e.preventDefault();e.stopPropagation();var at=path(el);if(held.length<20)held.push(function(done){' +
  'when(function(){return el.isConnected&&owned(el)?el:find(at)},function(x){x.click()},done)})}' +
  'function send(e){var f=e.target;if(!root(f))return;e.preventDefault();e.stopPropagation();' +
  'if(held.length<20)held.push(function(done){when(function(){return f.isConnected?f:null},function(x){if(x.requestSubmit)x.requestSubmit()},done)})}' +
  "d.addEventListener('click',tap,true);d.addEventListener('submit',send,true);" +
  `w.addEventListener('${PAGE_HYDRATED_EVENT}',function(){d.removeEventListener('click',tap,true);d.removeEventListener('submit',send,true);` +
  '(function next(){var f=held.shift();if(f)setTimeout(function(){f(next)},0)})()},{once:true})})();';

/** The Content-Security-Policy source that allows exactly this inline script. */
export const EARLY_TAPS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

export const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`;
