import { preloadDialog } from '../src/modal/Dialog';
import '@testing-library/jest-dom';

// jsdom lacks matchMedia and scrollTo.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

// jsdom has no layout: give attached elements a box so focus traps (tabbable) see them as visible.
Element.prototype.getClientRects = function getClientRects(this: Element) {
  const rects = this.isConnected ? [{ x: 0, y: 0, width: 1, height: 1, top: 0, left: 0, right: 1, bottom: 1 }] : [];
  return Object.assign(rects, { item: (i: number) => rects[i] ?? null }) as unknown as DOMRectList;
};

// Dialogs fetch focus-trap on first use; load it once up front so every dialog opens synchronously.
beforeAll(() => preloadDialog());

// A checkout form keeps what was typed for its tab: each test starts with a new tab.
afterEach(() => sessionStorage.clear());
