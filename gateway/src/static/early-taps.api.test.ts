import { JSDOM } from 'jsdom';
import { PAGE_HYDRATED_EVENT } from '@kukki/contracts';
import { EARLY_TAPS_SCRIPT } from './early-taps';

const SERVER_PAGE = `<!doctype html><html><body><div id="root">
  <form id="product"><button id="add" type="submit">Agregar al carrito</button></form>
  <a id="link" href="/cart">Carrito</a>
</div><button id="outside" type="button">fuera</button></body></html>`;

const windows: Array<{ close(): void }> = [];
afterEach(() => windows.splice(0).forEach((w) => w.close()));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server-rendered page whose head ran the early-taps script; `reacted` counts what reached the page's own listeners. */
function serverPage() {
  const dom = new JSDOM(SERVER_PAGE, { runScripts: 'outside-only', url: 'http://localhost/productos/galletas/1' });
  windows.push(dom.window);
  dom.window.eval(EARLY_TAPS_SCRIPT);
  const { document } = dom.window;
  const el = (id: string) => document.getElementById(id)!;
  const reacted: string[] = [];
  // Where React listens once it has hydrated: the root container.
  el('root').addEventListener('click', (e) => reacted.push(`click ${(e.target as Element).id}`));
  el('root').addEventListener('submit', (e) => {
    e.preventDefault();
    reacted.push(`submit ${(e.target as Element).id}`);
  });
  /** React has hydrated `id`: its node carries a fiber (as React's own key starts). */
  const own = (id: string) => Object.assign(el(id), { [`__reactFiber$test`]: {} });
  const hydrated = () => dom.window.dispatchEvent(new dom.window.Event(PAGE_HYDRATED_EVENT));
  const tap = (id: string) => el(id).dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
  return { dom, el, reacted, own, hydrated, tap };
}

describe('early taps: a server-rendered page holds taps until it has hydrated', () => {
  // A replayed tap acts as the shopper's did: the button's click, then its form's submission.
  it('holds a tap on a control and replays it once, after the hydrated signal', async () => {
    const page = serverPage();
    // Not acted on by the browser either (no native post of the form).
    expect(page.tap('add')).toBe(false);
    expect(page.reacted).toEqual([]);
    page.own('add');
    page.own('product');
    page.hydrated();
    await wait(20);
    expect(page.reacted).toEqual(['click add', 'submit product']);
    // Never replayed twice.
    page.hydrated();
    await wait(20);
    expect(page.reacted).toEqual(['click add', 'submit product']);
  });

  it('replays a held tap only once React owns the control', async () => {
    const page = serverPage();
    page.tap('add');
    page.hydrated();
    await wait(120);
    // React has not taken the button over yet.
    expect(page.reacted).toEqual([]);
    page.own('add');
    await wait(120);
    expect(page.reacted).toEqual(['click add', 'submit product']);
  });

  it('lets taps through once the page has hydrated, and leaves links and taps outside the page alone', async () => {
    const page = serverPage();
    // A link navigates as it does without scripts.
    expect(page.tap('link')).toBe(true);
    expect(page.tap('outside')).toBe(true);
    page.hydrated();
    page.own('add');
    expect(page.tap('add')).toBe(true);
    await wait(20);
    expect(page.reacted).toEqual(['click link', 'click add', 'submit product']);
  });

  it('holds a form submission and submits it again on the hydrated page', async () => {
    const page = serverPage();
    const form = page.el('product') as HTMLFormElement;
    const submit = new page.dom.window.Event('submit', { bubbles: true, cancelable: true });
    // Not posted by the browser.
    expect(form.dispatchEvent(submit)).toBe(false);
    page.own('product');
    page.hydrated();
    await wait(20);
    expect(page.reacted).toEqual(['submit product']);
  });
});
