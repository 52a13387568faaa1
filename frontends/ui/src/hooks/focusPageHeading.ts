/**
 * Focus for when the control a shopper used is gone (a removed cart line, a saved form): the page's heading, so a
 * screen reader goes on from the page rather than from the top of the document. Returns the element focused.
 */
export function focusPageHeading(): HTMLElement | null {
  const heading = pageHeading();
  heading?.focus();
  return heading;
}

/** The page's h1 (else its main region), made focusable from script. */
export function pageHeading(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main');
  return (main && focusableHeading(main)) ?? focusableHeading(document) ?? focusable(main);
}

/** The first h1 inside `root`, made focusable from script (tabindex -1, out of the tab order); null when there is none. */
export function focusableHeading(root: ParentNode): HTMLElement | null {
  return focusable(root.querySelector<HTMLElement>('h1'));
}

function focusable(element: HTMLElement | null): HTMLElement | null {
  if (element && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  return element;
}
